// SPDX-License-Identifier: MIT
#pragma once

#include "pipelinedocument.h"
#include "resolvedstep.h"
#include "fieldchecks.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPair>
#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QTableWidget;
class QVBoxLayout;
class QFormLayout;

namespace pw {

class PipelineDocument;
struct Step;

/// The Properties panel: typed editors for the selected step of a pipeline document. Every edit is an
/// undoable change of the document's text at the key it concerns; a value that is not valid is shown at its
/// field and not written. Clearing a field removes its key, and a map it leaves empty. Problems the validator
/// found for the step are shown beside their fields.
class PropertiesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PropertiesPanel(QWidget* parent = nullptr);
    ~PropertiesPanel() override;

    void setDocument(PipelineDocument* document);
    PipelineDocument* document() const { return m_document; }
    /// Show a step of the document (empty: nothing selected).
    void setStep(const QString& name);
    QString step() const { return m_step; }
    /// Views that only show (a nested pipeline component): every editor disabled.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }

    /// The kind of each compute target the workspace has, by name ("kubernetes", "amlcompute", ...). A step on a
    /// Kubernetes compute names an instance type defined on the cluster; a compute not listed is treated generically.
    void setComputeKinds(const QHash<QString, QString>& kinds);
    QHash<QString, QString> computeKinds() const { return m_computeKinds; }

    /// Picks a local file or folder for the Browse buttons: returns an absolute path, or empty when cancelled.
    using PathChooser = std::function<QString(const QString& title, const QString& startDir, const QString& filter,
                                              bool folder)>;
    /// Replace the file dialog (tests, or a workspace-aware picker). An empty chooser restores the dialog.
    void setPathChooser(PathChooser chooser);

    /// Give the editor of a field keyboard focus ("inputs.lr", "mini_batch_size", "compute", ...). A field
    /// inside a group (e.g. "inputs.lr.path") falls back to the nearest editor. False if there is none.
    bool focusField(const QString& field);
    /// The editor of a field, or nullptr.
    QWidget* editorFor(const QString& field) const;
    /// The message shown at a field (an invalid value, or a problem of the document), empty if none.
    QString messageFor(const QString& field) const;
    /// Fields that have an editor, in the order they are shown.
    QStringList fields() const { return m_order; }

Q_SIGNALS:
    /// A step was renamed from the panel (the selection should follow).
    void stepRenamed(const QString& oldName, const QString& newName);
    /// The compute picker was asked for from the step's Compute section.
    void pickComputeRequested(const QString& step);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using Kind = FieldKind;
    struct Row
    {
        QString field;
        QStringList path; // YAML path below the step
        FieldRule rule; // its kind, range and choices
        QWidget* editor = nullptr;
        QLabel* message = nullptr;
        bool invalid = false;
        QString codeField; // EntryScript: the field of the code folder it lives in
    };
    /// What a Browse button next to a text field picks.
    enum class Browse { None, Folder, File, Environment };
    /// A mapping of names to text values edited as a two-column table (environment variables, tags).
    struct MapTable
    {
        QString key; // YAML key below the step
        QTableWidget* table = nullptr;
        QLabel* message = nullptr;
        QStringList keys;
        bool identifierKeys = false;
    };
    /// The key that the current typing created, so that the rest of the typing joins its undo step.
    struct Creation
    {
        QString step;
        QString field;
        int index = -1;
        QByteArray text;
    };

    // The panel (propertiespanel.cpp): the step shown, rebuilding the form, the document's problems.
    void rebuild();
    void onDocumentChanged();
    void onFocusChanged(QWidget* old, QWidget* now);
    void refreshSoon();
    void updateDiagnostics();
    bool editorHasFocus() const;
    QString computeKind(const Step& s) const;
    /// What the step holds at `path` (below jobs.<step>).
    DocumentField stepField(const QStringList& path) const;
    QString scalarAt(const QStringList& path) const;
    QString baseDir() const;

    // Rows of the form, their messages, and writing their values (propertiesform.cpp).
    QFormLayout* addSection(const QString& title, const QString& objectName);
    Row& addRow(QFormLayout* form, const QString& label, const QString& field, const QStringList& path, Kind kind,
                QWidget* editor, const QString& help = QString(), QWidget* cellContent = nullptr);
    QWidget* lineEditor(const QString& field, const QString& value, Kind kind);
    QWidget* scriptEditor(const QString& field, const QString& value);
    /// A text row for the scalar at path; a list or mapping there is shown, not edited.
    Row& textRow(QFormLayout* form, const QString& label, const QString& field, const QStringList& path, Kind kind,
                 const QString& help, const QString& placeholder = QString(), Browse browse = Browse::None);
    Row& enumRow(QFormLayout* form, const QString& label, const QString& field, const QStringList& path,
                 const QList<QPair<QString, QString>>& choices, const QString& unsetText, const QString& help,
                 Kind kind = Kind::Enum);
    QPushButton* browseButton(const QString& field, Browse browse);
    void browse(const QString& field, Browse browse);
    QString choosePath(const QString& title, const QString& startDir, const QString& filter, bool folder);
    QString validate(const Row& row, const QString& text) const;
    QString warningFor(const Row& row, const QString& text) const;
    QString editorText(const Row& row) const;
    void setRowMessage(Row& row, const QString& message, bool isError);
    /// Work the form's layout out again after a part of it appeared, went or changed its text while it is shown.
    void relayout();
    void commit(const QString& field, const QString& text);
    /// Remove a key below the step and every map the removal leaves empty.
    bool removeKey(const QStringList& path, const QString& label);

    // General: name (renaming the step), display name, description, component (generalsection.cpp).
    void buildGeneral(const Step& s);
    void connectRename(QLineEdit* edit, const QString& field);

    // Command, code and environment (commandsection.cpp).
    void buildCommand(const Step& s);
    void buildEnvironmentField(QFormLayout* form, const QString& field, const QStringList& path, const QString& help);
    void chooseEnvironmentFile(const QString& field);

    // Inputs and outputs (portssection.cpp).
    void buildInputs(const Step& s);
    void buildOutputs(const Step& s);

    // Compute, resources, queue, identity, time limit and distributed training (computesection.cpp).
    void buildCompute(const Step& s);
    void buildDistribution(const Step& s);
    void setDistributionType(const QString& type);

    // Environment variables and tags (maptablesection.cpp).
    void buildMapTable(const QString& title, const QString& name, const QString& key, bool identifierKeys,
                       const QString& help);
    void commitMapItem(int table, int row, int column);
    void addMapItem(int table);
    void removeMapItem(int table);

    // Parallel settings and the task of a parallel step (parallelsection.cpp).
    void buildParallel(const Step& s);
    void buildTask(const Step& s);

    /// The placeholder of an empty field: the value in effect from the step's component when it gives one (the
    /// resolved step, as both backends read it: `value`, or its member `key`), else the service's default.
    QString inEffectPlaceholder(const ResolvedValue& value, const QString& key, const QString& serviceDefault) const;

    QPointer<PipelineDocument> m_document;
    QString m_step;
    ResolvedStep m_resolved; // the step shown, resolved over its component
    bool m_readOnly = false;
    bool m_pending = false; // the document changed while an editor had focus
    bool m_writing = false;
    QScrollArea* m_scroll = nullptr;
    QWidget* m_content = nullptr;
    QVBoxLayout* m_layout = nullptr;
    QLabel* m_placeholder = nullptr;
    QLabel* m_stepProblems = nullptr;
    QHash<QString, Row> m_rows;
    QStringList m_order;
    QList<MapTable> m_tables;
    QHash<QString, QString> m_computeKinds;
    PathChooser m_chooser;
    Creation m_created;
};

} // namespace pw
