// SPDX-License-Identifier: MIT
#pragma once

#include "pipelinegraph.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

namespace pw {

class CanvasLayout;
class PipelineDocument;

/// One end of a link: a node and one of its ports.
struct PortRef {
    NodeId node = InvalidNodeId;
    QString port;
    bool output = false;
    bool isValid() const { return node != InvalidNodeId && !port.isEmpty(); }
    bool operator==(const PortRef& o) const { return node == o.node && port == o.port && output == o.output; }
};

/// Whether a link may be made, and why not.
struct LinkCheck {
    enum class Result { Ok, Questionable, Refused };
    Result result = Result::Refused;
    QString reason; // for Questionable and Refused: one sentence, shown while dragging
    bool allowed() const { return result != Result::Refused; }
};

/// MIME type of what the palette drags onto the canvas (UTF-8 JSON: kind, path, type, name).
inline constexpr char StepMimeType[] = "application/x-pipewright-step";

/// What the palette adds: a component file, or a template for a new inline step.

struct StepTemplate {
    enum class Kind { ComponentFile, NewCommand, NewParallel };
    Kind kind = Kind::ComponentFile;
    QString componentPath; // absolute, for ComponentFile
    QString componentType; // "command", "parallel" or "pipeline" (from the component file)
    QString suggestedName; // step name to start from; made unique
};

/// The canvas's edits of a pipeline, each one a minimal change of the YAML text and one undo step on the
/// document's stack (node positions, kept in the sidecar layout, go into the same step). Usable without a view.
class CanvasEditor {
    Q_DECLARE_TR_FUNCTIONS(pw::CanvasEditor)
public:
    CanvasEditor(PipelineDocument* document, CanvasLayout* layout);

    PipelineDocument* document() const { return m_document; }
    CanvasLayout* layout() const { return m_layout; }

    /// Layout key of a node ("jobs/prep", "inputs/x", "outputs/y"); empty for an unknown id.
    QString layoutKey(NodeId id) const;

    /// Whether `a` and `b` (one output, one input, either order) may be linked.
    LinkCheck checkLink(const PortRef& a, const PortRef& b) const;
    /// Link an output to an input: writes the binding `${{parent...}}` into the receiving side.
    bool connectPorts(const PortRef& a, const PortRef& b, QString* error = nullptr);
    /// Remove the binding behind an edge.
    bool disconnect(const QList<GraphEdge>& edges);

    /// Delete nodes (steps, pipeline inputs and outputs) and every binding that refers to them; one undo step.
    bool deleteNodes(const QList<NodeId>& nodes, const QList<GraphEdge>& alsoEdges = {});

    /// Add a step at `position`; returns its name, or an empty string (error says why).
    QString addStep(const StepTemplate& what, const QPointF& position, QString* error = nullptr);
    /// Rename a step (bindings follow, and so does its place on the canvas). The names are taken by value, as in
    /// promoteInput(): a caller may pass a name that lives in the document's graph, which the edit rebuilds.
    bool renameStep(QString oldName, QString newName, QString* error = nullptr);
    /// Make a step input a pipeline input: the pipeline gets an input of the same name (its literal value or the
    /// component's default moves there) and the step reads ${{parent.inputs.<name>}}. Returns the new input's name.
    QString promoteInput(QString step, QString input, QString* error = nullptr);
    /// Copy steps under new names, moved by `offset`; returns the new names.
    QStringList duplicateSteps(const QStringList& names, const QPointF& offset);

    /// The YAML text of steps, as written in the file (comments included), for the clipboard.
    QString copyText(const QStringList& names) const;
    /// Add the steps held in YAML text (a `jobs:` mapping, a whole pipeline, or step entries); names that are
    /// taken get a suffix and the bindings between pasted steps follow. Returns the new names.
    /// `relative`: where each step (by its name in the text) stood relative to the top-left of the copied group;
    /// those steps keep that layout with the group's top-left at `position`, the others are set out in a row.
    QStringList pasteText(const QString& text, const QPointF& position, QString* error = nullptr,
        const QHash<QString, QPointF>& relative = {});

    /// A step name based on `base` that is a valid identifier and not taken.
    QString uniqueStepName(const QString& base, const QStringList& alsoTaken = {}) const;
    /// `component:` text for a component file, relative to the pipeline file ("../components/x.yml").
    static QString componentReference(const QString& pipelinePath, const QString& componentPath);
    /// The binding text that links output `from` to an input, e.g. ${{parent.jobs.prep.outputs.data}}.
    QString bindingFor(const PortRef& from) const;

private:
    const GraphNode* nodeOf(const PortRef& p) const;
    bool pushText(const QByteArray& text, const QString& label);

    PipelineDocument* m_document;
    CanvasLayout* m_layout;
};

} // namespace pw
