// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTreeView;

namespace pw {

class ParallelSettingsModel;
class PipelineDocument;

/// The Settings tab of the parallel-step panel: every run setting of the step in one table (ParallelSettingsModel)
/// grouped as Azure ML studio shows them, the value in effect, the default and where the value comes from (a badge:
/// step, component or default). Values left at their default are greyed; each setting explains itself in its
/// tooltip. In design the Effective value column is edited in place (checked, one undo step each) and Reset to
/// Default removes the step's own value; a run's settings are shown read-only.
class ParallelSettingsView : public QWidget {
    Q_OBJECT
public:
    explicit ParallelSettingsView(QWidget* parent = nullptr);
    ~ParallelSettingsView() override;

    /// Design: the settings of `stepName` in `document`, editable.
    void setDocument(PipelineDocument* document, const QString& stepName);
    /// The settings a run used (its pipeline text and component folder), read-only.
    void setSnapshot(const QByteArray& pipelineYaml, const QString& stepName, const QString& componentFolder);

    ParallelSettingsModel* model() const { return m_model; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }
    QTreeView* tree() const { return m_tree; }
    QLineEdit* filterEdit() const { return m_filter; }
    QPushButton* resetButton() const { return m_reset; }
    /// The message under the table: why the last edit was refused, or what is wrong with the selected value.
    QLabel* messageLabel() const { return m_message; }

    /// Select the row of a setting by its key ("retry_settings.timeout", "--allowed_failed_percent"); false when
    /// it is filtered out or unknown.
    bool selectKey(const QString& key);
    /// Remove the selected setting's own value from the step.
    void resetSelected();

private:
    void updateState();
    void showMessage(const QString& text, bool error);
    int currentSourceRow() const;

    ParallelSettingsModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QTreeView* m_tree = nullptr;
    QLineEdit* m_filter = nullptr;
    QLabel* m_mode = nullptr;
    QLabel* m_note = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_reset = nullptr;
    int m_refusedRow = -1; // the row of the last refused edit: its message stays until the selection changes
};

} // namespace pw
