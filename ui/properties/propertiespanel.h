// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <functional>

class QLabel;
class QScrollArea;
class QTableWidget;
class QVBoxLayout;
class QFormLayout;

namespace pw {

class PipelineDocument;
struct Step;

/// The Properties panel: typed editors for the selected step of a pipeline document. Every edit is an
/// undoable change of the document's text at the key it concerns; a value that is not valid is shown at its
/// field and not written. Problems the validator found for the step are shown beside their fields.
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

protected:
    void changeEvent(QEvent* event) override;

private:
    enum class Kind { Text, Integer, Number, Boolean, Enum, MiniBatch, Data, Name };
    struct Row
    {
        QString field;
        QStringList path; // YAML path below the step
        Kind kind = Kind::Text;
        QWidget* editor = nullptr;
        QLabel* message = nullptr;
        bool hasMin = false, hasMax = false;
        double min = 0, max = 0;
        QStringList enumValues;
        bool invalid = false;
    };

    void rebuild();
    void onDocumentChanged();
    void onFocusChanged(QWidget* old, QWidget* now);
    void updateDiagnostics();
    bool editorHasFocus() const;
    QFormLayout* addSection(const QString& title, const QString& objectName);
    Row& addRow(QFormLayout* form, const QString& label, const QString& field, const QStringList& path, Kind kind,
                QWidget* editor, const QString& help = QString());
    QWidget* lineEditor(const QString& field, const QString& value, Kind kind);
    QString validate(const Row& row, const QString& text) const;
    void commit(const QString& field, const QString& text);
    void setRowMessage(Row& row, const QString& message, bool isError);
    void buildGeneral(const Step& s);
    void buildInputs(const Step& s);
    void buildOutputs(const Step& s);
    void buildCompute(const Step& s);
    void buildEnvironment(const Step& s);
    void buildParallel(const Step& s);
    void commitEnvironmentItem(int row, int column);
    void addEnvironmentVariable();
    void removeEnvironmentVariable();

    QPointer<PipelineDocument> m_document;
    QString m_step;
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
    QTableWidget* m_envTable = nullptr;
    QStringList m_envKeys;
};

} // namespace pw
