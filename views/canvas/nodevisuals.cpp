// SPDX-License-Identifier: MIT
#include "nodevisuals.h"

#include "canvaslayout.h"
#include "canvasscene.h"
#include "canvastheme.h"
#include "pipelinedocument.h"

#include <QFileInfo>
#include <QFontMetricsF>

#include <cmath>
#include <optional>
#include <system_error>
#include <thread>

namespace pw {

namespace {

    // the geometry of nodes
    constexpr qreal StepWidth = CanvasScene::StepWidth;
    constexpr qreal MaxStepWidth = CanvasScene::MaxStepWidth;
    constexpr qreal TerminalWidth = CanvasScene::TerminalWidth;
    constexpr qreal MaxTerminalWidth = CanvasScene::MaxTerminalWidth;
    constexpr qreal TerminalHeight = CanvasScene::TerminalHeight;
    constexpr qreal HeaderHeight = CanvasScene::HeaderHeight;
    constexpr qreal RowHeight = CanvasScene::RowHeight;
    constexpr qreal GridSize = CanvasScene::GridSize;

    // the type a literal value reads as (for the colour of its port)
    QString literalType(const QString& text)
    {
        const QString value = text.trimmed();
        bool isInt = false;
        bool isNumber = false;
        value.toLongLong(&isInt);
        value.toDouble(&isNumber);
        const QString lower = value.toLower();
        if (isInt)
            return QStringLiteral("integer");
        if (isNumber)
            return QStringLiteral("number");
        if (lower == QLatin1String("true") || lower == QLatin1String("false"))
            return QStringLiteral("boolean");
        return QStringLiteral("string");
    }

    // the key problems are filed under: a step's name, the layout key of a pipeline input or output
    QString problemKey(const GraphNode& node)
    {
        switch (node.kind) {
        case NodeKind::Step:
            return node.name;
        case NodeKind::PipelineInput:
            return CanvasLayout::inputKey(node.name);
        case NodeKind::PipelineOutput:
            return CanvasLayout::outputKey(node.name);
        }
        return QString();
    }

    // the ports PipelineGraph::inputPorts() and outputPorts() give, read from the step found once: the
    // component's in its order, then those only the step names
    void addStepPorts(const PipelineSpec& spec, const QList<PortDecl>* decls, const QList<StepPort>& own, bool output,
        QList<PortVisual>& into)
    {
        into.reserve((decls ? decls->size() : 0) + own.size());
        auto add = [&](const QString& name, const StepPort* sp, const PortDecl* d) {
            PortVisual pv;
            pv.name = name;
            if (sp && sp->inlineDecl && sp->decl.type)
                pv.type = sp->decl.type.value;
            else if (d && d->type)
                pv.type = d->type.value;
            else if (output && sp)
                pv.type = QStringLiteral("uri_folder"); // outputs without a declared type are folders
            pv.bound = sp && sp->binding.kind != Binding::Kind::None;
            if (sp && !output) {
                // a literal shows its value and, without a declared type, the colour of that value; a
                // pipeline parameter gives its type
                const Binding& b = sp->binding;
                if (b.kind == Binding::Kind::Literal) {
                    pv.value = b.text;
                    if (pv.type.isEmpty() && !sp->inlineDecl)
                        pv.type = literalType(pv.value);
                } else if (pv.type.isEmpty() && b.kind == Binding::Kind::ParentInput) {
                    if (const PortDecl* pd = spec.input(b.port))
                        pv.type = pd->isLiteralForm ? literalType(pd->value.value) : pd->type.value;
                }
            }
            into << std::move(pv);
        };
        if (decls)
            for (const PortDecl& d : *decls) {
                const StepPort* sp = nullptr;
                for (const StepPort& o : own)
                    if (o.name == d.name) {
                        sp = &o;
                        break;
                    }
                add(d.name, sp, &d);
            }
        for (const StepPort& o : own) {
            bool declared = false;
            if (decls)
                for (const PortDecl& d : *decls)
                    if (d.name == o.name) {
                        declared = true;
                        break;
                    }
            if (!declared)
                add(o.name, &o, nullptr);
        }
    }

    // a thread that is waited for however the scope ends (a joinable std::thread must not be destroyed)
    struct JoinOnExit {
        std::thread& thread;
        void join() const
        {
            if (thread.joinable())
                thread.join();
        }
        ~JoinOnExit() { join(); }
    };

} // namespace

/// Widths of text, to size nodes: plain ASCII text is measured as the sum of its characters' advances (kerning
/// moves it by a fraction of a pixel; the width is rounded up to the grid anyway), other text by shaping it,
/// once. Shaping every name of a pipeline of thousands of steps would take a large part of opening it.
class NodeVisualBuilder::TextWidths {
public:
    explicit TextWidths(const QFont& font)
        : m_metrics(font)
    {
        m_ascii.fill(-1);
    }
    /// A copy for another thread: it knows every ASCII advance and never touches the font (font objects are not
    /// to be shared between threads); text it cannot measure so sets missed() for the GUI thread to do again.
    std::unique_ptr<TextWidths> offline()
    {
        for (char16_t u = 32; u < 127; ++u)
            if (m_ascii[u - 32] < 0)
                m_ascii[u - 32] = m_metrics->horizontalAdvance(QChar(u));
        auto copy = std::unique_ptr<TextWidths>(new TextWidths(m_ascii));
        return copy;
    }
    bool missed() const { return m_missed; }
    void clearMissed() { m_missed = false; }
    /// Say again that text could not be measured (a width remembered from an earlier miss).
    void markMissed() { m_missed = true; }
    qreal operator()(const QString& text)
    {
        qreal w = 0;
        for (const QChar c : text) {
            const char16_t u = c.unicode();
            if (u < 32 || u >= 127)
                return shaped(text);
            qreal& a = m_ascii[u - 32];
            if (a < 0)
                a = m_metrics ? m_metrics->horizontalAdvance(c) : 0;
            w += a;
        }
        return w;
    }

private:
    explicit TextWidths(const std::array<qreal, 95>& ascii)
        : m_ascii(ascii)
    {
    }
    qreal shaped(const QString& text)
    {
        if (!m_metrics) {
            m_missed = true;
            return 0;
        }
        auto it = m_other.constFind(text);
        if (it == m_other.constEnd())
            it = m_other.insert(text, m_metrics->horizontalAdvance(text));
        return *it;
    }
    std::optional<QFontMetricsF> m_metrics; // none: an offline copy
    std::array<qreal, 95> m_ascii;
    QHash<QString, qreal> m_other;
    bool m_missed = false;
};

/// What the visuals of one build share, worked out once.
struct NodeVisualBuilder::Context {
    QString defaultCompute; // the pipeline's default compute as shown; empty when it has none
    const Step* step = nullptr; // the step of the node at hand when known (else looked up by name)
    // what many steps share, worked out once per build: the subtitle of a component ("name · vN") and its width,
    // and the subtitle of inline steps by kind
    struct Subtitle {
        QString text;
        qreal width = -1;
        bool unmeasured = false; // an offline TextWidths could not measure it: each node using it is redone
    };
    mutable QHash<const ComponentSpec*, Subtitle> components;
    mutable QHash<int, Subtitle> inlineKinds;
    std::array<TextWidths*, 3> widths {}; // 0 title, 1 body, 2 small

    /// The subtitle of a step of this component, worked out and measured once.
    const Subtitle& componentSubtitle(const ComponentSpec& c) const
    {
        Subtitle& sub = components[&c];
        if (sub.width < 0) {
            sub.text = c.name.value;
            if (c.version)
                sub.text += QStringLiteral(" · v") + c.version.value;
            measure(sub);
        }
        return use(sub);
    }
    /// The subtitle of a step written inline, by its kind.
    const Subtitle& inlineSubtitle(StepKind kind) const
    {
        Subtitle& sub = inlineKinds[int(kind)];
        if (sub.width < 0) {
            sub.text = CanvasScene::tr("inline %1").arg(stepKindName(kind));
            measure(sub);
        }
        return use(sub);
    }

private:
    void measure(Subtitle& sub) const
    {
        sub.width = (*widths[2])(sub.text);
        sub.unmeasured = widths[2]->missed();
    }
    const Subtitle& use(const Subtitle& sub) const
    {
        if (sub.unmeasured)
            widths[2]->markMissed(); // each node showing it is measured again on the GUI thread
        return sub;
    }
};

/// The nodes of one build, the step of each when known, and what each shows (each thread writes its own part).
struct NodeVisualBuilder::Batch {
    const QList<GraphNode>& nodes;
    std::vector<const Step*> stepOf;
    std::vector<NodeVisual> visuals;
};

NodeVisualBuilder::NodeVisualBuilder(const PipelineDocument* document, const CanvasTheme* theme)
    : m_document(document)
    , m_theme(theme)
{
}

NodeVisualBuilder::~NodeVisualBuilder() = default;

void NodeVisualBuilder::forgetWidths()
{
    for (auto& w : m_widths)
        w.reset();
}

NodeVisualBuilder::TextWidths& NodeVisualBuilder::widths(int font)
{
    if (!m_widths[font]) {
        const QFont& f = font == 0 ? m_theme->titleFont : font == 1 ? m_theme->bodyFont : m_theme->smallFont;
        m_widths[font] = std::make_unique<TextWidths>(f);
    }
    return *m_widths[font];
}

void NodeVisualBuilder::updateDiagnostics()
{
    m_problems.clear();
    const QString path = m_document->filePath();
    for (const Diagnostic& d : m_document->diagnostics()) {
        if (d.severity == Severity::Info)
            continue;
        if (!d.file.isEmpty() && !path.isEmpty() && d.file != path)
            continue;
        QString key = d.step;
        if (key.isEmpty()) {
            if (d.field.startsWith(QLatin1String("inputs.")))
                key = CanvasLayout::inputKey(d.field.mid(7).section(QLatin1Char('.'), 0, 0));
            else if (d.field.startsWith(QLatin1String("outputs.")))
                key = CanvasLayout::outputKey(d.field.mid(8).section(QLatin1Char('.'), 0, 0));
            else
                continue;
        }
        Counts& c = m_problems[key];
        if (d.severity == Severity::Error)
            ++c.errors;
        else
            ++c.warnings;
        if (c.messages.size() < 4)
            c.messages << d.message;
        // the port the finding is about, when it names one ("inputs.x", "outputs.y.mode")
        if (!d.step.isEmpty()
            && (d.field.startsWith(QLatin1String("inputs.")) || d.field.startsWith(QLatin1String("outputs.")))) {
            const QString port = d.field.section(QLatin1Char('.'), 0, 1);
            const int level = d.severity == Severity::Error ? 2 : 1;
            auto& slot = c.ports[port];
            if (level > slot.first)
                slot = { level, d.message };
        }
    }
}

QString NodeVisualBuilder::defaultCompute() const
{
    QString compute;
    if (m_document->spec().settings.defaultCompute.kind != ComputeRef::Kind::Default) {
        compute = m_document->spec().settings.defaultCompute.display();
        if (compute.startsWith(QLatin1String("azureml:")))
            compute = compute.mid(8);
    }
    return compute;
}

std::vector<const Step*> NodeVisualBuilder::stepsOf(const QList<GraphNode>& nodes) const
{
    // the graph lists steps in the spec's order: walk both together instead of looking every step up by name
    std::vector<const Step*> stepOf(std::size_t(nodes.size()), nullptr);
    const QList<Step>& steps = m_document->spec().steps;
    qsizetype nextStep = 0;
    for (qsizetype index = 0; index < nodes.size(); ++index) {
        const GraphNode& n = nodes[index];
        if (n.kind == NodeKind::Step && nextStep >= 0) {
            while (nextStep < steps.size() && steps[nextStep].name != n.name)
                ++nextStep; // a step listed twice: the graph keeps the first
            if (nextStep < steps.size())
                stepOf[std::size_t(index)] = &steps[nextStep++];
            else
                nextStep = -1; // not in that order after all: by name from here on
        }
    }
    return stepOf;
}

std::vector<NodeVisual> NodeVisualBuilder::build(qsizetype parallelFrom)
{
    const QList<GraphNode>& nodes = m_document->graph().nodes();
    Context context;
    context.defaultCompute = defaultCompute();
    Batch batch { nodes, stepsOf(nodes), std::vector<NodeVisual>(std::size_t(nodes.size())) };
    for (int font = 0; font < 3; ++font)
        context.widths[std::size_t(font)] = &widths(font);
    if (nodes.size() >= parallelFrom)
        makeInTwo(batch, context);
    else
        makeRange(batch, context, 0, nodes.size(), nullptr);
    return std::move(batch.visuals);
}

void NodeVisualBuilder::makeRange(
    Batch& batch, Context& context, qsizetype from, qsizetype to, QList<qsizetype>* missed) const
{
    for (qsizetype index = from; index < to; ++index) {
        context.step = batch.stepOf[std::size_t(index)];
        batch.visuals[std::size_t(index)] = make(batch.nodes[index], context);
        if (missed && (context.widths[0]->missed() || context.widths[1]->missed() || context.widths[2]->missed())) {
            *missed << index; // text the other thread could not measure: done again here
            for (TextWidths* w : context.widths)
                w->clearMissed();
        }
    }
}

void NodeVisualBuilder::makeInTwo(Batch& batch, Context& context) const
{
    // a large pipeline: the second half on another thread (each node reads only the document, which does not
    // change meanwhile, and its own part of the visuals)
    const qsizetype count = batch.nodes.size();
    Context other;
    other.defaultCompute = context.defaultCompute;
    std::array<std::unique_ptr<TextWidths>, 3> offline;
    for (std::size_t font = 0; font < 3; ++font) {
        offline[font] = context.widths[font]->offline();
        other.widths[font] = offline[font].get();
    }
    const qsizetype half = count / 2;
    // what many of its steps share is measured here first, where every text can be measured (a subtitle such
    // as "name · v2" is not plain ASCII): the other thread finds it done
    for (qsizetype index = half; index < count; ++index)
        if (const Step* s = batch.stepOf[std::size_t(index)]) {
            if (s->resolved && s->resolved->name)
                context.componentSubtitle(*s->resolved);
            else if (s->component.kind == ComponentRef::Kind::Inline && s->kind != StepKind::Opaque)
                context.inlineSubtitle(s->kind);
        }
    other.components = context.components;
    other.inlineKinds = context.inlineKinds;
    QList<qsizetype> missed;
    std::thread worker;
    const JoinOnExit joinWorker { worker }; // also when this thread's part throws
    try {
        worker = std::thread([&] { makeRange(batch, other, half, count, &missed); });
    } catch (const std::system_error&) {
        // no thread to be had: all of it here
        missed.clear();
        makeRange(batch, context, half, count, nullptr);
    }
    makeRange(batch, context, 0, half, nullptr);
    joinWorker.join();
    for (qsizetype index : std::as_const(missed)) {
        context.step = batch.stepOf[std::size_t(index)];
        batch.visuals[std::size_t(index)] = make(batch.nodes[index], context);
    }
}

NodeVisual NodeVisualBuilder::make(const GraphNode& node, const Context& context) const
{
    NodeVisual v;
    v.kind = node.kind;
    v.name = node.name;
    if (node.kind == NodeKind::Step)
        makeStep(node, context, v);
    else
        makeTerminal(node, context, v);
    addProblems(node, v);
    return v;
}

void NodeVisualBuilder::makeStep(const GraphNode& node, const Context& context, NodeVisual& v) const
{
    const PipelineSpec& spec = m_document->spec();
    qreal subtitleWidth = -1; // known when the subtitle came from the context
    const Step* s = context.step && context.step->name == node.name ? context.step : spec.step(node.name);
    v.stepKind = s ? s->kind : StepKind::Opaque;
    if (s) {
        addStepPorts(spec, s->resolved ? &s->resolved->inputs : nullptr, s->inputs, false, v.inputs);
        addStepPorts(spec, s->resolved ? &s->resolved->outputs : nullptr, s->outputs, true, v.outputs);
        if (s->resolved && s->resolved->name) {
            const Context::Subtitle& sub = context.componentSubtitle(*s->resolved);
            v.subtitle = sub.text;
            subtitleWidth = sub.width;
        } else if (s->component.kind == ComponentRef::Kind::Workspace
            || s->component.kind == ComponentRef::Kind::Registry) {
            v.subtitle = s->component.field.value;
        } else if (s->component.kind == ComponentRef::Kind::File) {
            v.subtitle = QFileInfo(s->component.field.value).fileName();
            if (!s->resolved)
                v.subtitle += CanvasScene::tr(" (not found)");
        } else if (s->kind == StepKind::Opaque) {
            v.subtitle = s->type.value;
        } else {
            const Context::Subtitle& sub = context.inlineSubtitle(s->kind);
            v.subtitle = sub.text;
            subtitleWidth = sub.width;
        }
        if (s->resolved && s->resolved->description)
            v.description = s->resolved->description.value;
        if (s->compute.kind == ComputeRef::Kind::Expression) {
            const Binding b = Binding::parse(s->compute.name);
            v.compute
                = b.kind == Binding::Kind::ParentInput ? CanvasScene::tr("from input %1").arg(b.port) : s->compute.name;
        } else if (s->compute.kind != ComputeRef::Kind::Default) {
            v.compute = s->compute.display();
        } else if (!context.defaultCompute.isEmpty()) {
            v.compute = context.defaultCompute;
            v.computeInherited = true;
        }
        if (!v.computeInherited && v.compute.startsWith(QLatin1String("azureml:")))
            v.compute = v.compute.mid(8);
        if (s->kind == StepKind::Pipeline && s->component.kind == ComponentRef::Kind::File && s->resolved
            && s->resolved->pipeline)
            v.componentFile = s->component.path;
        v.inlinePipeline = s->component.kind == ComponentRef::Kind::Inline && s->resolved && s->resolved->pipeline;
    }
    const int rows = int(qMax(v.inputs.size(), v.outputs.size()));
    // wide enough for the longest names, within limits
    TextWidths& body = *context.widths[1];
    if (subtitleWidth < 0)
        subtitleWidth = (*context.widths[2])(v.subtitle);
    qreal widest = qMax((*context.widths[0])(v.name) + 90, subtitleWidth + 48);
    qreal in = 0;
    qreal out = 0;
    for (const PortVisual& p : v.inputs)
        in = qMax(in, body(p.name));
    for (const PortVisual& p : v.outputs)
        out = qMax(out, body(p.name));
    widest = qMax(widest, 2 * qMax(in, out) + 40);
    const qreal width = qBound(StepWidth, std::ceil(widest / GridSize) * GridSize, MaxStepWidth);
    v.size = QSizeF(width, HeaderHeight + rows * RowHeight + (rows ? 10 : 6));
}

void NodeVisualBuilder::makeTerminal(const GraphNode& node, const Context& context, NodeVisual& v) const
{
    const PipelineSpec& spec = m_document->spec();
    const PipelineGraph& g = m_document->graph();
    auto fill = [&](const QList<GraphPort>& ports, QList<PortVisual>& into) {
        for (const GraphPort& p : ports) {
            PortVisual pv;
            pv.name = p.name;
            pv.type = p.type;
            pv.bound = p.bound;
            into << pv;
        }
    };
    if (node.kind == NodeKind::PipelineInput) {
        fill(g.outputPorts(node.id), v.outputs);
        const PortDecl* d = spec.input(node.name);
        // a parameter written as a literal has no declared type: show the one its value has
        if (d && d->isLiteralForm && !v.outputs.isEmpty() && v.outputs.first().type.isEmpty())
            v.outputs.first().type = literalType(d->value.value);
        if (d && d->isLiteralForm)
            v.subtitle = QStringLiteral("= ") + d->value.value;
        else
            v.subtitle = d && d->type ? d->type.value : QString();
        if (d && d->path)
            v.description = d->path.value;
    } else {
        fill(g.inputPorts(node.id), v.inputs);
        const PortDecl* d = spec.output(node.name);
        v.subtitle = d && d->type ? d->type.value : QString();
        if (d && d->mode)
            v.subtitle += QStringLiteral(" · ") + d->mode.value;
    }
    const qreal widest = qMax((*context.widths[0])(v.name) + 60, (*context.widths[2])(v.subtitle) + 48);
    v.size = QSizeF(qBound(TerminalWidth, std::ceil(widest / GridSize) * GridSize, MaxTerminalWidth), TerminalHeight);
}

void NodeVisualBuilder::addProblems(const GraphNode& node, NodeVisual& v) const
{
    const auto it = m_problems.constFind(problemKey(node));
    if (it == m_problems.constEnd())
        return;
    v.errors = it->errors;
    v.warnings = it->warnings;
    v.problems = it->messages;
    for (PortVisual& p : v.inputs) {
        const auto port = it->ports.value(QStringLiteral("inputs.") + p.name);
        p.problem = port.first;
        p.problemText = port.second;
    }
    for (PortVisual& p : v.outputs) {
        const auto port = it->ports.value(QStringLiteral("outputs.") + p.name);
        p.problem = port.first;
        p.problemText = port.second;
    }
}

} // namespace pw
