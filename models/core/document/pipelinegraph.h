// SPDX-License-Identifier: MIT
#pragma once

#include "pipelinespec.h"

#include <QHash>
#include <QList>
#include <QString>

namespace pw {

using NodeId = quint32;
using EdgeId = quint32;
constexpr NodeId InvalidNodeId = 0;

enum class NodeKind { Step, PipelineInput, PipelineOutput };

struct GraphNode
{
    NodeId id = InvalidNodeId;
    NodeKind kind = NodeKind::Step;
    QString name; // step name or pipeline input/output name
    QString type; // step kind name or port type
};

struct GraphPort
{
    QString name;
    QString type; // declared type, may be empty
    bool bound = false;
};

/// Data flow derived from bindings: from (node, output port) to (node, input port).
/// Pipeline inputs have a single output port named after them; pipeline outputs a single input port.
struct GraphEdge
{
    EdgeId id = 0;
    NodeId from = InvalidNodeId;
    QString fromPort;
    NodeId to = InvalidNodeId;
    QString toPort;
};

/// The id-based graph of a pipeline. Ids are stable across edits of the same document: a step keeps its id
/// while it keeps its name (a rename carries the id over).
class PipelineGraph
{
public:
    void rebuild(const PipelineSpec& spec);
    /// Carry the id of `oldName` over to `newName` (call before the rebuild that follows a rename).
    void renameNode(NodeKind kind, const QString& oldName, const QString& newName);

    const QList<GraphNode>& nodes() const { return m_nodes; }
    const QList<GraphEdge>& edges() const { return m_edges; }
    const GraphNode* node(NodeId id) const;
    NodeId findNode(NodeKind kind, const QString& name) const;
    QList<GraphPort> inputPorts(NodeId id) const;
    QList<GraphPort> outputPorts(NodeId id) const;
    QList<EdgeId> edgesOf(NodeId id) const;
    /// Steps in dependency order; empty if there is a cycle (cycle() names it).
    QList<NodeId> topologicalOrder() const;
    /// One cycle of step names, or empty.
    QStringList cycle() const;
    /// True if an edge from -> to would close a cycle.
    bool wouldCreateCycle(NodeId from, NodeId to) const;

private:
    NodeId idFor(NodeKind kind, const QString& name);
    const PipelineSpec* m_spec = nullptr;
    QList<GraphNode> m_nodes;
    QList<GraphEdge> m_edges;
    QHash<QString, NodeId> m_ids; // "kind:name" -> id, kept across rebuilds
    QHash<NodeId, int> m_index;
    NodeId m_nextId = 1;
    EdgeId m_nextEdge = 1;
};

} // namespace pw
