// SPDX-License-Identifier: MIT
#pragma once

#include "pipelinegraph.h"

#include <QHash>
#include <QList>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <array>
#include <memory>
#include <vector>

namespace pw {

struct CanvasTheme;
class PipelineDocument;

/// One port as the canvas draws it.
struct PortVisual {
    QString name;
    QString type;
    bool bound = false; // has a value or a link
    bool linked = false; // a link ends here
    QString value; // a literal value, shown in the tooltip
    int problem = 0; // 0 none, 1 warning, 2 error: a diagnostic names this port
    QString problemText;
    int links = 0; // an output: how many links start here (many are drawn as stubs)
    bool operator==(const PortVisual&) const = default;
};

/// What a node shows, derived from the document on every change (the document stays the truth).
struct NodeVisual {
    NodeKind kind = NodeKind::Step;
    StepKind stepKind = StepKind::Command;
    QString name;
    QString subtitle; // component name and version, or the port type / literal value
    QString compute; // where the step runs
    bool computeInherited = false; // the pipeline's default compute
    QList<PortVisual> inputs;
    QList<PortVisual> outputs;
    int errors = 0;
    int warnings = 0;
    QStringList problems; // the first few messages, for the tooltip
    QString componentFile; // nested pipelines: the component file to open
    bool inlinePipeline = false; // a nested pipeline defined inside the step (component: {type: pipeline, jobs: …})
    QString description;
    QSizeF size;
    bool operator==(const NodeVisual&) const = default;
};

/// Works out what every node of a document's graph shows: its ports and their types, its subtitle and compute, its
/// problems, and its size (measured in the theme's fonts). A large graph shares the work with a second thread,
/// with the same result as one thread alone.
class NodeVisualBuilder {
public:
    NodeVisualBuilder(const PipelineDocument* document, const CanvasTheme* theme);
    ~NodeVisualBuilder();
    NodeVisualBuilder(const NodeVisualBuilder&) = delete;
    NodeVisualBuilder& operator=(const NodeVisualBuilder&) = delete;

    /// Forget the text widths measured so far (the theme's fonts changed).
    void forgetWidths();
    /// Read the document's findings again: the problems nodes and ports show.
    void updateDiagnostics();
    /// What each node of the graph shows, in the order of PipelineGraph::nodes() (what links add, such as the ports
    /// they end on, is left to the caller). From `parallelFrom` nodes on, half of them are worked out on a second
    /// thread.
    std::vector<NodeVisual> build(qsizetype parallelFrom);

private:
    class TextWidths;
    struct Context;
    struct Batch;
    TextWidths& widths(int font); // 0 title, 1 body, 2 small
    QString defaultCompute() const;
    std::vector<const Step*> stepsOf(const QList<GraphNode>& nodes) const;
    /// Nodes [from, to) of the batch; with `missed`, the nodes whose text could not be measured there are listed.
    void makeRange(Batch& batch, Context& context, qsizetype from, qsizetype to, QList<qsizetype>* missed) const;
    /// The first half of the batch on this thread, the second on another.
    void makeInTwo(Batch& batch, Context& context) const;
    NodeVisual make(const GraphNode& node, const Context& context) const;
    /// A step: its ports, subtitle, compute and size.
    void makeStep(const GraphNode& node, const Context& context, NodeVisual& v) const;
    /// A pipeline input or output.
    void makeTerminal(const GraphNode& node, const Context& context, NodeVisual& v) const;
    /// What the document's findings say about the node and its ports.
    void addProblems(const GraphNode& node, NodeVisual& v) const;

    const PipelineDocument* m_document;
    const CanvasTheme* m_theme;
    std::array<std::unique_ptr<TextWidths>, 3> m_widths;
    struct Counts {
        int errors = 0;
        int warnings = 0;
        QStringList messages;
        QHash<QString, QPair<int, QString>> ports; // "inputs.x" -> (1 warning / 2 error, first message)
    };
    QHash<QString, Counts> m_problems; // by step name ("inputs/x" for pipeline ports)
};

} // namespace pw
