// SPDX-License-Identifier: MIT
#include "parallelsettingsmodel.h"

#include "componentcache.h"
#include "parallelarguments.h"
#include "paralleldefaults.h"
#include "parallelsettingsmodel_p.h"
#include "resolvedstep.h"
#include "undostack.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <climits>
#include <utility>

namespace pw {

using namespace parallelsettings;

namespace {

    QString scalarText(const QJsonValue& j)
    {
        ResolvedValue v;
        v.value = j;
        return v.text();
    }

    /// What a value in effect holds, as one line of text; empty when unset.
    QString textOf(const ResolvedValue& v, Shape shape)
    {
        if (!v.isSet())
            return QString();
        const QJsonValue& j = v.value;
        if (!j.isArray() && !j.isObject())
            return v.text();
        if (j.isArray() && shape == Shape::List) {
            QStringList items;
            for (const QJsonValue i : j.toArray())
                items << (i.isArray() || i.isObject() ? QStringLiteral("…") : scalarText(i));
            return items.join(QStringLiteral(", "));
        }
        const QJsonObject o = j.toObject();
        if (j.isObject() && shape == Shape::Map) {
            // in the file's order where it is known (a JSON object holds its keys sorted)
            QStringList keys = o.keys();
            auto place = [&](const QString& key) {
                const SourceLoc l = v.memberLocs.value(key);
                return l.valid() ? std::pair {l.line, l.col} : std::pair {INT_MAX, INT_MAX}; // unknown places last
            };
            std::stable_sort(keys.begin(), keys.end(), [&](const QString& a, const QString& b) { return place(a) < place(b); });
            QStringList items;
            for (const QString& key : std::as_const(keys)) {
                const QJsonValue item = o.value(key);
                items << key + QLatin1Char('=') + (item.isArray() || item.isObject() ? QString() : scalarText(item));
            }
            return items.join(QStringLiteral(", "));
        }
        if (j.isObject())
            return QCoreApplication::translate("pw::ParallelSettingsModel", "(a mapping of %1 keys)").arg(o.size());
        return QCoreApplication::translate("pw::ParallelSettingsModel", "(a list)");
    }

    /// The value in effect at a setting's path (`resources.instance_count`, `task.code`, …) of a resolved step.
    ResolvedValue valueAtPath(const ResolvedStep& r, const QStringList& path)
    {
        using Member = ResolvedValue ResolvedStep::Parallel::*;
        static const QHash<QString, Member> parallel {
            {QStringLiteral("input_data"), &ResolvedStep::Parallel::inputData},
            {QStringLiteral("mini_batch_size"), &ResolvedStep::Parallel::miniBatchSize},
            {QStringLiteral("partition_keys"), &ResolvedStep::Parallel::partitionKeys},
            {QStringLiteral("max_concurrency_per_instance"), &ResolvedStep::Parallel::maxConcurrencyPerInstance},
            {QStringLiteral("mini_batch_error_threshold"), &ResolvedStep::Parallel::miniBatchErrorThreshold},
            {QStringLiteral("error_threshold"), &ResolvedStep::Parallel::errorThreshold},
            {QStringLiteral("logging_level"), &ResolvedStep::Parallel::loggingLevel},
            {QStringLiteral("retry_settings"), &ResolvedStep::Parallel::retrySettings},
            {QStringLiteral("task"), &ResolvedStep::Parallel::task},
        };
        const QString top = path.value(0);
        ResolvedValue v;
        if (const auto it = parallel.constFind(top); it != parallel.cend())
            v = r.parallel.*(*it);
        else if (top == QLatin1String("resources"))
            v = r.resources;
        else if (top == QLatin1String("environment_variables") && !r.environmentVariables.isEmpty()) {
            // the step's own (a component has none the service reads), where the first is written
            QJsonObject vars;
            QHash<QString, SourceLoc> locs;
            for (auto it = r.environmentVariables.cbegin(); it != r.environmentVariables.cend(); ++it) {
                vars.insert(it.key(), it->value);
                locs.insert(it.key(), it->loc);
            }
            const ResolvedValue& first = *std::min_element(r.environmentVariables.cbegin(), r.environmentVariables.cend(),
                [](const ResolvedValue& a, const ResolvedValue& b) { return a.loc.line < b.loc.line; });
            v = first;
            v.value = vars;
            v.memberLocs = locs;
        }
        for (qsizetype i = 1; i < path.size(); ++i)
            v = v.at(path.at(i));
        return v;
    }

    bool parseInteger(const QString& text, long long* out)
    {
        bool ok = false;
        const long long v = text.trimmed().toLongLong(&ok);
        if (ok)
            *out = v;
        return ok;
    }

} // namespace

// ----- set up ----------------------------------------------------------------------------------------------------

ParallelSettingsModel::ParallelSettingsModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_rows(settingDefs().size())
{
    refresh();
}

ParallelSettingsModel::~ParallelSettingsModel()
{
    // the snapshot's document goes before the rows it would otherwise refresh on its way out
    disconnect(m_changed);
    disconnect(m_destroyed);
    m_snapshotDoc.reset();
}

void ParallelSettingsModel::setDocument(PipelineDocument* document, const QString& stepName)
{
    m_snapshot = false;
    m_componentFolder.clear();
    attach(document, stepName);
    m_snapshotDoc.reset();
}

void ParallelSettingsModel::setSnapshot(
    const QByteArray& pipelineYaml, const QString& stepName, const QString& componentFolder)
{
    auto doc = std::make_unique<PipelineDocument>();
    m_snapshotComponents = std::make_shared<ComponentCache>();
    doc->setComponentCache(m_snapshotComponents);
    // relative component references resolve below the components folder, as the snapshot keeps them
    doc->setContent(pipelineYaml, QDir(componentFolder).filePath(QStringLiteral("pipeline.yml")));
    m_snapshot = true;
    m_componentFolder = componentFolder;
    attach(doc.get(), stepName);
    m_snapshotDoc = std::move(doc);
}

void ParallelSettingsModel::clear()
{
    m_snapshot = false;
    attach(nullptr, QString());
    m_snapshotDoc.reset();
}

void ParallelSettingsModel::attach(PipelineDocument* document, const QString& stepName)
{
    disconnect(m_changed);
    disconnect(m_destroyed);
    m_doc = document;
    m_step = stepName;
    for (RowState& r : m_rows)
        r.refused.clear();
    if (document) {
        m_changed = connect(document, &PipelineDocument::changed, this, &ParallelSettingsModel::refresh);
        // a closed document leaves an empty table behind, not the values it had
        m_destroyed = connect(document, &QObject::destroyed, this, [this] {
            m_doc = nullptr;
            refresh();
        });
    }
    refresh();
}

bool ParallelSettingsModel::isReadOnly() const
{
    return m_snapshot || !m_doc || m_doc->isReadOnly();
}

// ----- reading ---------------------------------------------------------------------------------------------------

QString ParallelSettingsModel::componentPathIn(const QString& reference) const
{
    // a snapshot keeps component files below its components folder, "../" written as "_up/"
    QString rel = reference.trimmed();
    if (rel.startsWith(QLatin1String("file:")))
        rel = rel.mid(5);
    rel = QDir::cleanPath(rel);
    while (rel.startsWith(QLatin1String("./")))
        rel = rel.mid(2);
    rel.replace(QLatin1String("../"), QLatin1String("_up/"));
    return QDir(m_componentFolder).filePath(rel);
}

void ParallelSettingsModel::refresh()
{
    const std::vector<SettingDef>& defs = settingDefs();
    m_problem.clear();
    m_componentNote.clear();
    m_scope = FieldScope();
    const Step* step = m_doc ? m_doc->spec().step(m_step) : nullptr;
    if (!m_doc)
        m_problem = tr("No pipeline is open.");
    else if (!m_doc->isParsed())
        m_problem = tr("The pipeline file could not be read as YAML; its settings are shown once it can.");
    else if (!step)
        m_problem = tr("The pipeline has no step “%1”.").arg(m_step);
    else if (step->kind != StepKind::Parallel)
        m_problem = tr("Step “%1” is not a parallel step.").arg(m_step);

    // the step as it will run: its component's values beneath its own (resolvedstep.h), the component written
    // inside the step or in a file of its own
    ResolvedStep resolved;
    bool hasComponent = false;
    bool componentKnown = false;
    if (step && m_problem.isEmpty()) {
        Step s = *step;
        switch (s.component.kind) {
        case ComponentRef::Kind::None:
            break;
        case ComponentRef::Kind::Inline:
            hasComponent = true;
            componentKnown = s.resolved != nullptr;
            m_componentNote = tr("The component is written inside the step.");
            break;
        case ComponentRef::Kind::File: {
            hasComponent = true;
            // a snapshot keeps its component files below its components folder
            const QString file = m_snapshot ? componentPathIn(s.component.field.value) : s.component.path;
            if (m_snapshot && m_snapshotComponents && file != s.component.path) {
                s.component.path = file;
                s.resolved = m_snapshotComponents->load(file).spec;
            }
            componentKnown = s.resolved != nullptr;
            m_componentNote = componentKnown
                ? tr("Component values come from %1.").arg(QDir::toNativeSeparators(file))
                : tr("The component file %1 could not be read; its values are not shown.").arg(QDir::toNativeSeparators(file));
            break;
        }
        case ComponentRef::Kind::Workspace:
        case ComponentRef::Kind::Registry:
            hasComponent = true;
            m_componentNote = tr("The component %1 lives in Azure ML; its own values are not known here.")
                                  .arg(step->component.field.value);
            break;
        }
        resolved = resolveStep(m_doc->spec(), s);
        m_scope.portsKnown = s.component.kind == ComponentRef::Kind::None || componentKnown;
        m_scope.inputs = step->inputNames();
        m_scope.outputs = step->outputNames();
        if (componentKnown) {
            for (const PortDecl& p : s.resolved->inputs)
                if (!m_scope.inputs.contains(p.name))
                    m_scope.inputs << p.name;
            for (const PortDecl& p : s.resolved->outputs)
                if (!m_scope.outputs.contains(p.name))
                    m_scope.outputs << p.name;
        }
    }
    const bool ownTask = resolved.parallel.task.origin == ValueOrigin::Step;
    // the runtime's options: the program_arguments of the task in effect
    const ResolvedValue args = resolved.parallel.task.at(QStringLiteral("program_arguments"));
    const QString argsText = textOf(args, Shape::Scalar);

    // the values in effect
    for (std::size_t i = 0; i < defs.size(); ++i) {
        const SettingDef& d = defs[i];
        RowState& r = m_rows[i];
        r.value.clear();
        r.display.clear();
        r.source = FromDefault;
        r.line = 0;
        r.message.clear();
        r.note.clear();
        r.lockedReason.clear();
        if (d.isOption()) {
            const RuntimeOptionMatch m = findRuntimeOption(argsText, d.option());
            if (m.found) {
                r.value = m.hasValue ? m.value : QString();
                r.source = args.origin == ValueOrigin::Component ? FromComponent : FromStep;
                r.line = args.loc.line;
                if (!m.hasValue)
                    r.message = tr("--%1 is given without a value.").arg(d.option());
                else if (m.writtenName != d.option())
                    r.note = tr("Written as --%1; the runtime takes it for --%2.").arg(m.writtenName, d.option());
            }
        } else {
            const ResolvedValue v = valueAtPath(resolved, d.path());
            if (v.isSet()) {
                r.value = textOf(v, d.shape);
                r.source = v.origin == ValueOrigin::Component ? FromComponent : FromStep;
                r.line = v.loc.line;
                if (d.shape == Shape::Scalar && (v.value.isObject() || v.value.isArray()))
                    r.lockedReason = tr("The value is written over several keys in the file; change it in the YAML "
                                        "source.");
            }
            if (d.shape == Shape::Map)
                r.lockedReason = tr("Change environment variables in the Properties panel.");
        }
        if (r.source != FromDefault && r.message.isEmpty() && r.lockedReason.isEmpty() && d.shape != Shape::Map) {
            QString check = r.value;
            if (d.shape == Shape::List)
                check.clear();
            r.message = checkField(d.rule(), check, m_scope);
        }
        if (d.task && hasComponent && !ownTask && r.lockedReason.isEmpty())
            r.lockedReason = tr("The task comes from the component; change it there, or give the step a task of its "
                                "own in the YAML source.");
        if (!m_problem.isEmpty())
            r.lockedReason = m_problem;
    }

    // the defaults, some of which follow other values
    auto valueOf = [&](const char* key, long long fallback) {
        const int row = rowOfKey(QLatin1String(key));
        long long v = fallback;
        if (row >= 0 && m_rows[std::size_t(row)].source != FromDefault)
            parseInteger(m_rows[std::size_t(row)].value, &v);
        return v;
    };
    namespace def = paralleldefaults;
    QString inputType;
    if (step) {
        static const QRegularExpression binding(
            QStringLiteral(R"(^\$\{\{\s*inputs\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$)"));
        const auto m = binding.match(m_rows[std::size_t(rowOfKey(QStringLiteral("input_data")))].value.trimmed());
        if (m.hasMatch()) {
            const ResolvedPort* port = resolved.input(m.captured(1));
            inputType = port && !port->type.isEmpty() ? port->type : step->inputType(m.captured(1));
        }
    }
    const long long errorThreshold = valueOf("error_threshold", def::errorThreshold);
    for (std::size_t i = 0; i < defs.size(); ++i) {
        const QLatin1String key(defs[i].key);
        QString t;
        if (key == QLatin1String("input_data") || key == QLatin1String("task.entry_script")
            || key == QLatin1String("task.environment") || key == QLatin1String("task.code"))
            t = tr("(required)");
        else if (key == QLatin1String("mini_batch_size"))
            t = inputType == QLatin1String("mltable") ? tr("%1 (a table)").arg(QLatin1String(def::miniBatchTabular))
                                                      : tr("%1 files").arg(def::miniBatchFiles);
        else if (key == QLatin1String("resources.instance_count"))
            t = QString::number(def::instanceCount);
        else if (key == QLatin1String("resources.instance_type"))
            t = tr("(the compute's)");
        else if (key == QLatin1String("max_concurrency_per_instance"))
            t = QString::number(def::maxConcurrencyPerInstance);
        else if (key == QLatin1String("mini_batch_error_threshold"))
            t = QString::number(def::miniBatchErrorThreshold);
        else if (key == QLatin1String("error_threshold"))
            t = QString::number(def::errorThreshold);
        else if (key == QLatin1String("retry_settings.max_retries"))
            t = QString::number(def::maxRetries);
        else if (key == QLatin1String("retry_settings.timeout"))
            t = QString::number(def::retryTimeout);
        else if (key == QLatin1String("--error_threshold"))
            t = QString::number(errorThreshold);
        else if (key == QLatin1String("--allowed_failed_percent"))
            t = QString::number(def::allowedFailedPercent);
        else if (key == QLatin1String("--task_overhead_timeout"))
            t = QString::number(def::taskOverheadTimeout);
        else if (key == QLatin1String("--first_task_creation_timeout"))
            t = QString::number(def::firstTaskCreationTimeout);
        else if (key == QLatin1String("--progress_update_timeout"))
            t = QString::number(
                def::progressUpdateTimeout(valueOf("--first_task_creation_timeout", def::firstTaskCreationTimeout),
                    valueOf("retry_settings.max_retries", def::maxRetries),
                    valueOf("retry_settings.timeout", def::retryTimeout),
                    valueOf("--task_overhead_timeout", def::taskOverheadTimeout)));
        else if (key == QLatin1String("--resource_monitor_interval"))
            t = QString::number(def::resourceMonitorInterval);
        else if (key == QLatin1String("--rank_mini_batch_count"))
            t = QString::number(def::rankMiniBatchCount);
        else if (key == QLatin1String("--copy_logs_to_parent") || key == QLatin1String("--push_metrics_to_parent")
            || key == QLatin1String("--append_row_dataframe_header"))
            t = QStringLiteral("False");
        else if (key == QLatin1String("logging_level"))
            t = QLatin1String(def::loggingLevel);
        else if (key == QLatin1String("task.type"))
            t = QLatin1String(def::taskType);
        else if (key == QLatin1String("task.append_row_to"))
            t = tr("(summary only)");
        else
            t = tr("(none)");
        m_rows[i].defaultText = t;
        m_rows[i].display = m_rows[i].source == FromDefault ? t : m_rows[i].value;
    }
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

// ----- the table -------------------------------------------------------------------------------------------------

bool ParallelSettingsModel::isRow(const QModelIndex& index) const
{
    return index.isValid() && index.model() == this && !index.parent().isValid() && index.row() < int(m_rows.size())
        && index.column() < ColumnCount;
}

int ParallelSettingsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ParallelSettingsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int ParallelSettingsModel::rowOfKey(const QString& key) const
{
    const std::vector<SettingDef>& defs = settingDefs();
    for (std::size_t i = 0; i < defs.size(); ++i)
        if (key == QLatin1String(defs[i].key))
            return int(i);
    return -1;
}

QString ParallelSettingsModel::effectiveValue(const QString& key) const
{
    const int row = rowOfKey(key);
    return row < 0 ? QString() : m_rows[std::size_t(row)].display;
}

QString ParallelSettingsModel::sourceName(Source source)
{
    switch (source) {
    case FromStep:
        return tr("step");
    case FromComponent:
        return tr("component");
    case FromDefault:
        return tr("default");
    }
    return QString();
}

QVariant ParallelSettingsModel::data(const QModelIndex& index, int role) const
{
    if (!isRow(index))
        return QVariant();
    const SettingDef& d = settingDefs()[std::size_t(index.row())];
    const RowState& r = m_rows[std::size_t(index.row())];
    const QString message = r.refused.isEmpty() ? r.message : r.refused;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SettingColumn:
            return tr(d.label);
        case ValueColumn:
            return r.display;
        case DefaultColumn:
            return r.defaultText;
        case SourceColumn:
            return sourceName(r.source);
        }
        break;
    case Qt::EditRole:
        if (index.column() == ValueColumn)
            return r.source == FromStep ? r.value : QString();
        return data(index, Qt::DisplayRole);
    case Qt::ToolTipRole: {
        QString tip = QStringLiteral("<b>%1</b> <code>%2</code><br>%3")
                          .arg(tr(d.label).toHtmlEscaped(), QString::fromLatin1(d.key).toHtmlEscaped(),
                              tr(d.description).toHtmlEscaped());
        if (r.line > 0)
            tip += QStringLiteral("<br>")
                + tr("Written on line %1 of the %2 file.")
                      .arg(r.line)
                      .arg(r.source == FromStep ? tr("pipeline") : tr("component"));
        for (const QString& m : { message, r.note, m_snapshot ? QString() : r.lockedReason })
            if (!m.isEmpty())
                tip += QStringLiteral("<br><i>%1</i>").arg(m.toHtmlEscaped());
        return tip;
    }
    case IsDefaultRole:
        return r.source == FromDefault;
    case SourceRole:
        return int(r.source);
    case KeyRole:
        return QString::fromLatin1(d.key);
    case GroupRole:
        return tr(groupTitle(d.group));
    case DescriptionRole:
        return tr(d.description);
    case MessageRole:
        return message;
    case EditableRole:
        return !isReadOnly() && r.lockedReason.isEmpty();
    case ChoicesRole: {
        const FieldRule rule = d.rule();
        if (!rule.choices.isEmpty())
            return rule.choices;
        if (d.kind == FieldKind::Boolean)
            return QStringList { QStringLiteral("True"), QStringLiteral("False") };
        return QStringList();
    }
    case LineRole:
        return r.line;
    case NoteRole: // in design, also why a value cannot be changed here
        return r.note.isEmpty() && !m_snapshot ? r.lockedReason : r.note;
    case SearchRole:
        return QStringList { tr(d.label), QString::fromLatin1(d.key), tr(groupTitle(d.group)), r.display }.join(
            QLatin1Char('\n'));
    default:
        break;
    }
    return QVariant();
}

Qt::ItemFlags ParallelSettingsModel::flags(const QModelIndex& index) const
{
    if (!isRow(index))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() == ValueColumn && !isReadOnly() && m_rows[std::size_t(index.row())].lockedReason.isEmpty())
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant ParallelSettingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SettingColumn:
        return tr("Setting");
    case ValueColumn:
        return tr("Effective value");
    case DefaultColumn:
        return tr("Default");
    case SourceColumn:
        return tr("Source");
    }
    return QVariant();
}

QHash<int, QByteArray> ParallelSettingsModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(IsDefaultRole, "isDefault");
    names.insert(SourceRole, "source");
    names.insert(KeyRole, "key");
    names.insert(GroupRole, "group");
    names.insert(DescriptionRole, "description");
    names.insert(MessageRole, "message");
    names.insert(EditableRole, "editable");
    names.insert(ChoicesRole, "choices");
    names.insert(LineRole, "line");
    names.insert(SearchRole, "search");
    names.insert(NoteRole, "note");
    return names;
}

// ----- editing ---------------------------------------------------------------------------------------------------

void ParallelSettingsModel::refuse(int row, const QString& message)
{
    m_rows[std::size_t(row)].refused = message;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    Q_EMIT editRefused(row, message);
}

bool ParallelSettingsModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || index.column() != ValueColumn || !isRow(index))
        return false;
    const int row = index.row();
    if (isReadOnly()) {
        refuse(row,
            m_snapshot ? tr("These are the settings a run used; they cannot be changed.")
                       : tr("The pipeline cannot be changed."));
        return false;
    }
    const RowState& r = m_rows[std::size_t(row)];
    if (!r.lockedReason.isEmpty()) {
        refuse(row, r.lockedReason);
        return false;
    }
    const SettingDef& d = settingDefs()[std::size_t(row)];
    QString text = value.toString().trimmed();
    QString error;
    if (d.shape == Shape::List) {
        for (const QString& item : text.split(QLatin1Char(',')))
            if (!text.isEmpty() && item.trimmed().isEmpty())
                error = tr("Separate the names with commas, without empty names.");
    } else {
        error = checkField(d.rule(), text, m_scope);
    }
    if (error.isEmpty() && d.isOption() && text.contains(QLatin1String("${{")))
        error = tr("An option of the runtime takes a plain value, not a binding.");
    if (!error.isEmpty()) {
        refuse(row, error);
        return false;
    }
    if (d.kind == FieldKind::Boolean && !text.isEmpty()) // the runtime's options are written True / False
        text = text.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0 ? QStringLiteral("True")
                                                                             : QStringLiteral("False");
    if (r.source == FromStep && text == r.value) {
        m_rows[std::size_t(row)].refused.clear();
        return true;
    }
    if (text.isEmpty() && r.source != FromStep)
        return true; // nothing of the step's own to remove
    const bool ok = write(row, text);
    if (!ok) {
        refuse(row, tr("The pipeline file could not be changed at this place; change it in the YAML source."));
        return false;
    }
    m_rows[std::size_t(row)].refused.clear();
    Q_EMIT dataChanged(index.siblingAtColumn(0), index.siblingAtColumn(ColumnCount - 1));
    return true;
}

bool ParallelSettingsModel::resetRow(int row)
{
    if (row < 0 || row >= rowCount() || m_rows[std::size_t(row)].source != FromStep)
        return false;
    return setData(index(row, ValueColumn), QString());
}

bool ParallelSettingsModel::removeKey(const QStringList& path, const QString& label)
{
    // climb while the map above would be left empty, but never above the step's own keys
    QStringList p = path;
    while (p.size() > 3) {
        const DocumentField parent = m_doc->field(p.mid(0, p.size() - 1));
        if (!parent.isMap() || parent.keys.size() != 1)
            break;
        p.removeLast();
    }
    return m_doc->field(p).exists() && m_doc->remove(p, label);
}

bool ParallelSettingsModel::write(int row, const QString& text)
{
    const SettingDef& d = settingDefs()[std::size_t(row)];
    const QStringList path = QStringList { QStringLiteral("jobs"), m_step } + d.path();
    const QString label = tr("Set %1 of %2").arg(QString::fromLatin1(d.key), m_step);
    UndoStack* undo = m_doc->undoStack();
    const QByteArray before = m_doc->text();
    // one undo step of its own, even when the same setting was changed a moment ago
    undo->beginMacro(label);
    const DocumentField node = m_doc->field(path);
    bool ok = false;
    if (d.isOption()) {
        const QString option = d.option();
        auto change = [&](const QString& args) {
            return text.isEmpty() ? withoutRuntimeOption(args, option) : withRuntimeOption(args, option, text);
        };
        const QString next = change(node.isScalar() ? node.text : QString());
        if (!next.trimmed().isEmpty()
            && m_doc->editBlockScalar(path, [&](const QString& block) { return changeBlockLines(block, change); }, label)) {
            ok = true; // a block of lines keeps its lines: only the option's own words change
        } else if (next.trimmed().isEmpty()) {
            ok = !node.exists() || removeKey(path, label);
        } else {
            ok = m_doc->setScalar(path, next, label);
        }
    } else if (text.isEmpty()) {
        ok = removeKey(path, label);
    } else if (d.shape == Shape::List) {
        QStringList items;
        for (const QString& item : text.split(QLatin1Char(',')))
            items << item.trimmed();
        ok = m_doc->setStringList(path, items, label);
    } else if (node.exists() || startsWithBinding(text) || (d.kind != FieldKind::Integer && d.kind != FieldKind::MiniBatch)) {
        ok = m_doc->setScalar(path, text, label);
    } else {
        // a new number is written unquoted (an integer stays an integer)
        long long v = 0;
        ok = parseInteger(text, &v) ? m_doc->setUnquoted(path, text, label) : m_doc->setScalar(path, text, label);
    }
    undo->endMacro();
    if (m_doc->text() == before) {
        // nothing was written: the empty step leaves the stack again (an obsolete command is dropped when undone)
        if (undo->canUndo() && undo->undoText() == label && undo->command(undo->index() - 1)->childCount() == 0) {
            const_cast<UndoCommand*>(undo->command(undo->index() - 1))->setObsolete(true);
            undo->undo();
        }
        return false;
    }
    return ok;
}

} // namespace pw
