// SPDX-License-Identifier: MIT
#include "pipelinegraph.h"

#include <QSet>

#include <functional>

namespace pw {

namespace {

QString keyOf(NodeKind kind, const QString& name)
{
    return QString::number(static_cast<int>(kind)) + QLatin1Char(':') + name;
}

} // namespace

NodeId PipelineGraph::idFor(NodeKind kind, const QString& name)
{
    const QString k = keyOf(kind, name);
    auto it = m_ids.constFind(k);
    if (it != m_ids.constEnd())
        return *it;
    const NodeId id = m_nextId++;
    m_ids.insert(k, id);
    return id;
}

void PipelineGraph::renameNode(NodeKind kind, const QString& oldName, const QString& newName)
{
    const QString k = keyOf(kind, oldName);
    auto it = m_ids.find(k);
    if (it == m_ids.end())
        return;
    const NodeId id = *it;
    m_ids.erase(it);
    m_ids.insert(keyOf(kind, newName), id);
}

void PipelineGraph::rebuild(const PipelineSpec& spec)
{
    m_spec = &spec;
    m_nodes.clear();
    m_edges.clear();
    m_index.clear();
    auto addNode = [&](NodeKind kind, const QString& name, const QString& type) {
        GraphNode n;
        n.id = idFor(kind, name);
        n.kind = kind;
        n.name = name;
        n.type = type;
        if (m_index.contains(n.id))
            return n.id; // duplicate name: keep the first
        m_index.insert(n.id, static_cast<int>(m_nodes.size()));
        m_nodes.append(n);
        return n.id;
    };
    for (const auto& in : spec.inputs)
        addNode(NodeKind::PipelineInput, in.name, in.type.value);
    for (const auto& s : spec.steps)
        addNode(NodeKind::Step, s.name, stepKindName(s.kind));
    for (const auto& out : spec.outputs)
        addNode(NodeKind::PipelineOutput, out.name, out.type.value);

    // edges: stable ids are not needed for edges; they are rebuilt with the graph
    m_nextEdge = 1;
    for (const auto& s : spec.steps) {
        const NodeId to = findNode(NodeKind::Step, s.name);
        for (const auto& in : s.inputs) {
            const Binding& b = in.binding;
            GraphEdge e;
            e.to = to;
            e.toPort = in.name;
            if (b.kind == Binding::Kind::StepOutput) {
                e.from = findNode(NodeKind::Step, b.step);
                e.fromPort = b.port;
            } else if (b.kind == Binding::Kind::ParentInput) {
                e.from = findNode(NodeKind::PipelineInput, b.port);
                e.fromPort = b.port;
            }
            if (e.from != InvalidNodeId) {
                e.id = m_nextEdge++;
                m_edges.append(e);
            }
        }
        for (const auto& out : s.outputs) {
            if (out.binding.kind != Binding::Kind::ParentOutput)
                continue;
            GraphEdge e;
            e.from = to;
            e.fromPort = out.name;
            e.to = findNode(NodeKind::PipelineOutput, out.binding.port);
            e.toPort = out.binding.port;
            if (e.to != InvalidNodeId) {
                e.id = m_nextEdge++;
                m_edges.append(e);
            }
        }
    }
}

const GraphNode* PipelineGraph::node(NodeId id) const
{
    auto it = m_index.constFind(id);
    return it == m_index.constEnd() ? nullptr : &m_nodes[*it];
}

NodeId PipelineGraph::findNode(NodeKind kind, const QString& name) const
{
    auto it = m_ids.constFind(keyOf(kind, name));
    if (it == m_ids.constEnd() || !m_index.contains(*it))
        return InvalidNodeId;
    return *it;
}

QList<GraphPort> PipelineGraph::inputPorts(NodeId id) const
{
    QList<GraphPort> out;
    const GraphNode* n = node(id);
    if (!n || !m_spec)
        return out;
    if (n->kind == NodeKind::PipelineOutput) {
        out << GraphPort {n->name, n->type, false};
        return out;
    }
    if (n->kind != NodeKind::Step)
        return out;
    const Step* s = m_spec->step(n->name);
    if (!s)
        return out;
    for (const QString& name : s->inputNames()) {
        const StepPort* p = s->input(name);
        out << GraphPort {name, s->inputType(name), p && p->binding.kind != Binding::Kind::None};
    }
    return out;
}

QList<GraphPort> PipelineGraph::outputPorts(NodeId id) const
{
    QList<GraphPort> out;
    const GraphNode* n = node(id);
    if (!n || !m_spec)
        return out;
    if (n->kind == NodeKind::PipelineInput) {
        out << GraphPort {n->name, n->type, true};
        return out;
    }
    if (n->kind != NodeKind::Step)
        return out;
    const Step* s = m_spec->step(n->name);
    if (!s)
        return out;
    for (const QString& name : s->outputNames()) {
        const StepPort* p = s->output(name);
        out << GraphPort {name, s->outputType(name), p && p->binding.kind != Binding::Kind::None};
    }
    return out;
}

QList<EdgeId> PipelineGraph::edgesOf(NodeId id) const
{
    QList<EdgeId> out;
    for (const auto& e : m_edges)
        if (e.from == id || e.to == id)
            out << e.id;
    return out;
}

QList<NodeId> PipelineGraph::topologicalOrder() const
{
    QHash<NodeId, int> indegree;
    QHash<NodeId, QList<NodeId>> next;
    for (const auto& n : m_nodes)
        if (n.kind == NodeKind::Step)
            indegree.insert(n.id, 0);
    for (const auto& e : m_edges) {
        if (!indegree.contains(e.from) || !indegree.contains(e.to))
            continue;
        ++indegree[e.to];
        next[e.from].append(e.to);
    }
    QList<NodeId> order;
    QList<NodeId> ready;
    for (const auto& n : m_nodes)
        if (n.kind == NodeKind::Step && indegree.value(n.id) == 0)
            ready << n.id;
    while (!ready.isEmpty()) {
        const NodeId id = ready.takeFirst();
        order << id;
        for (NodeId m : next.value(id))
            if (--indegree[m] == 0)
                ready << m;
    }
    if (order.size() != indegree.size())
        return {};
    return order;
}

QStringList PipelineGraph::cycle() const
{
    QHash<NodeId, QList<NodeId>> next;
    for (const auto& e : m_edges) {
        const GraphNode* a = node(e.from);
        const GraphNode* b = node(e.to);
        if (a && b && a->kind == NodeKind::Step && b->kind == NodeKind::Step)
            next[e.from].append(e.to);
    }
    QHash<NodeId, int> state; // 0 new, 1 on stack, 2 done
    QList<NodeId> stack;
    QStringList found;
    std::function<bool(NodeId)> dfs = [&](NodeId id) {
        state[id] = 1;
        stack << id;
        for (NodeId m : next.value(id)) {
            if (state.value(m) == 1) {
                const auto start = stack.indexOf(m);
                for (auto i = start; i < stack.size(); ++i)
                    found << node(stack[i])->name;
                found << node(m)->name;
                return true;
            }
            if (state.value(m) == 0 && dfs(m))
                return true;
        }
        stack.removeLast();
        state[id] = 2;
        return false;
    };
    for (const auto& n : m_nodes)
        if (n.kind == NodeKind::Step && state.value(n.id) == 0 && dfs(n.id))
            return found;
    return {};
}

bool PipelineGraph::wouldCreateCycle(NodeId from, NodeId to) const
{
    if (from == to)
        return true;
    // is `from` reachable from `to`?
    QSet<NodeId> seen;
    QList<NodeId> todo {to};
    while (!todo.isEmpty()) {
        const NodeId id = todo.takeLast();
        if (id == from)
            return true;
        if (seen.contains(id))
            continue;
        seen.insert(id);
        for (const auto& e : m_edges)
            if (e.from == id)
                todo << e.to;
    }
    return false;
}

} // namespace pw
