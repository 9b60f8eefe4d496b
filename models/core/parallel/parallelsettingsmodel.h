// SPDX-License-Identifier: MIT
#pragma once

#include "fieldchecks.h"
#include "pipelinedocument.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QStringList>

#include <memory>
#include <vector>

namespace pw {

class ComponentCache;

/// The run settings of one parallel step, one row per setting, in the groups Azure ML studio shows them under
/// "Run settings ▸ Parallel" (the runtime's own options in task.program_arguments each a row of its own). Columns:
/// the setting, the value in effect, the default, and where the value comes from: the step, its component or the
/// default (the local runtime's choice where the service leaves it open, paralleldefaults.h).
///
/// Design (setDocument): follows the document; a value typed into the Effective value column is checked, then
/// written to the step as one undo step ("Set <setting> of <step>"); an empty value removes the step's own value.
/// A value that does not pass is refused and its message kept at the row (MessageRole) until the next edit.
/// Snapshot (setSnapshot): a run's pipeline text as it ran, read-only.
class ParallelSettingsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { SettingColumn, ValueColumn, DefaultColumn, SourceColumn, ColumnCount };
    enum Source { FromStep, FromComponent, FromDefault };
    enum Role {
        IsDefaultRole = Qt::UserRole + 1, // bool: the value in effect is the default (a view greys it)
        SourceRole, // int(Source)
        KeyRole, // the YAML key below the step ("retry_settings.timeout") or the option ("--allowed_failed_percent")
        GroupRole, // the group's title
        DescriptionRole, // what the setting does, in plain words
        MessageRole, // why the value is not valid, or why the last edit was refused; empty when fine
        EditableRole, // bool: the value can be changed here
        ChoicesRole, // QStringList: the only values allowed (empty: free text)
        LineRole, // int: the line of the file the value comes from (0: none)
        SearchRole, // the texts a filter looks through
        NoteRole, // worth knowing about a valid value (an abbreviated option), or why it cannot be changed here
    };

    explicit ParallelSettingsModel(QObject* parent = nullptr);
    ~ParallelSettingsModel() override;

    /// Design mode: the settings of step `stepName` of `document`, live and editable.
    void setDocument(PipelineDocument* document, const QString& stepName);
    /// Read-only: the settings of `stepName` in the text of a run's pipeline; components are looked up in
    /// `componentFolder` (a run's snapshot/components, where "../" of a path is kept as "_up/").
    void setSnapshot(const QByteArray& pipelineYaml, const QString& stepName, const QString& componentFolder);
    void clear();

    bool isReadOnly() const;
    PipelineDocument* document() const { return m_doc; }
    QString stepName() const { return m_step; }
    /// Empty when the step is found and is a parallel step; otherwise why no values are shown.
    QString problem() const { return m_problem; }
    /// Where the component's values come from, in words (empty when the step has no component).
    QString componentNote() const { return m_componentNote; }

    /// The row of a setting by its key (KeyRole), or -1.
    int rowOfKey(const QString& key) const;
    /// Remove the step's own value of a row, so the component's value or the default applies. False when there is
    /// nothing to remove or the row cannot be edited (MessageRole says why).
    bool resetRow(int row);
    /// The value in effect of a setting by key (what the Effective value column shows).
    QString effectiveValue(const QString& key) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    static QString sourceName(Source source);

Q_SIGNALS:
    /// An edit of `row` was refused; `message` says why (also at MessageRole).
    void editRefused(int row, const QString& message);

private:
    struct RowState {
        QString value; // as written (empty: not set anywhere)
        QString display; // what the Effective value column shows
        Source source = FromDefault;
        int line = 0;
        QString defaultText;
        QString message; // the value in effect does not pass its check
        QString note; // a valid value written in a way worth knowing about
        QString refused; // the last edit was refused
        QString lockedReason; // why the row cannot be edited (empty: it can)
    };

    bool isRow(const QModelIndex& index) const;
    void refresh();
    void attach(PipelineDocument* document, const QString& stepName);
    bool write(int row, const QString& text);
    bool removeKey(const QStringList& path, const QString& label);
    void refuse(int row, const QString& message);
    QString componentPathIn(const QString& reference) const;

    QPointer<PipelineDocument> m_doc;
    std::unique_ptr<PipelineDocument> m_snapshotDoc;
    QMetaObject::Connection m_changed;
    QMetaObject::Connection m_destroyed;
    QString m_step;
    QString m_componentFolder; // snapshot mode
    bool m_snapshot = false;
    QString m_problem;
    QString m_componentNote;
    FieldScope m_scope;
    std::shared_ptr<ComponentCache> m_snapshotComponents; // the snapshot's component files
    std::vector<RowState> m_rows;
};

} // namespace pw
