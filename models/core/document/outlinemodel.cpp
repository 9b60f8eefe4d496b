// SPDX-License-Identifier: MIT
#include "outlinemodel.h"
#include "pipelinedocument.h"

#include <QFileInfo>
#include <QFont>
#include <QPoint>

namespace pw {

namespace {

enum class Group { None, Inputs, Outputs, Steps, Components };

QString groupName(Group g)
{
    switch (g) {
    case Group::Inputs:
        return OutlineModel::tr("Inputs");
    case Group::Outputs:
        return OutlineModel::tr("Outputs");
    case Group::Steps:
        return OutlineModel::tr("Steps");
    case Group::Components:
        return OutlineModel::tr("Components");
    case Group::None:
        break;
    }
    return QString();
}

QString stepIcon(StepKind k)
{
    switch (k) {
    case StepKind::Command:
        return QStringLiteral("step-command");
    case StepKind::Parallel:
        return QStringLiteral("step-parallel");
    case StepKind::Pipeline:
        return QStringLiteral("step-pipeline");
    case StepKind::Opaque:
        break;
    }
    return QStringLiteral("step-opaque");
}

QString componentKindName(ComponentRef::Kind k)
{
    switch (k) {
    case ComponentRef::Kind::Inline:
        return OutlineModel::tr("inline");
    case ComponentRef::Kind::File:
        return OutlineModel::tr("local file");
    case ComponentRef::Kind::Workspace:
        return OutlineModel::tr("workspace");
    case ComponentRef::Kind::Registry:
        return OutlineModel::tr("registry");
    case ComponentRef::Kind::None:
        break;
    }
    return OutlineModel::tr("none");
}

QString joinDetail(const QStringList& parts)
{
    QStringList nonEmpty;
    for (const QString& p : parts)
        if (!p.trimmed().isEmpty())
            nonEmpty << p.trimmed();
    return nonEmpty.join(QStringLiteral(" · "));
}

QString portDeclDetail(const PortDecl& d)
{
    if (d.isLiteralForm)
        return d.value.value;
    QString value = d.value ? d.value.value : d.defaultValue ? d.defaultValue.value : d.path.value;
    QString mode = d.mode ? OutlineModel::tr("mode: %1").arg(d.mode.value) : QString();
    return joinDetail({d.type.value, value, mode});
}

QString bindingDetail(const StepPort& p)
{
    if (p.inlineDecl)
        return joinDetail({p.decl.type.value, p.decl.path ? p.decl.path.value : p.binding.text,
                           p.decl.mode ? OutlineModel::tr("mode: %1").arg(p.decl.mode.value) : QString()});
    return p.binding.text;
}

QPoint toPoint(const SourceLoc& loc)
{
    return loc.valid() ? QPoint(loc.line, loc.col) : QPoint();
}

} // namespace

struct OutlineModel::Item
{
    Item* parent = nullptr;
    int row = 0;
    std::vector<std::unique_ptr<Item>> children;

    ItemKind kind = ItemKind::Group;
    Group group = Group::None;
    QString name;
    QString detail;
    QString toolTip;
    QString iconName;
    QPoint location;
    QString step;
    QStringList yamlPath;
    bool placeholder = false; // declared by the component but not set in the pipeline

    Item* add(std::unique_ptr<Item> child)
    {
        child->parent = this;
        child->row = int(children.size());
        children.push_back(std::move(child));
        return children.back().get();
    }
};

OutlineModel::OutlineModel(QObject* parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Item>())
{
}

OutlineModel::~OutlineModel() = default;

void OutlineModel::setDocument(PipelineDocument* document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &PipelineDocument::changed, this, &OutlineModel::rebuild);
        connect(m_document, &QObject::destroyed, this, [this] {
            beginResetModel();
            m_root = std::make_unique<Item>();
            endResetModel();
        });
    }
    rebuild();
}

void OutlineModel::rebuild()
{
    beginResetModel();
    m_root = std::make_unique<Item>();
    if (!m_document) {
        endResetModel();
        return;
    }
    auto addGroup = [this](Group g, const QString& key, const QString& icon) {
        auto item = std::make_unique<Item>();
        item->kind = ItemKind::Group;
        item->group = g;
        item->iconName = icon;
        if (!key.isEmpty())
            item->yamlPath = QStringList{key};
        return m_root->add(std::move(item));
    };
    Item* inputs = addGroup(Group::Inputs, QStringLiteral("inputs"), QStringLiteral("input"));
    Item* outputs = addGroup(Group::Outputs, QStringLiteral("outputs"), QStringLiteral("output"));
    Item* steps = addGroup(Group::Steps, QStringLiteral("jobs"), QStringLiteral("step-command"));
    Item* components = addGroup(Group::Components, QString(), QStringLiteral("component"));

    const PipelineSpec& spec = m_document->spec();
    const QString inputsKey = QStringLiteral("inputs");
    const QString outputsKey = QStringLiteral("outputs");
    const QString jobsKey = QStringLiteral("jobs");

    auto addPort = [&](Item* group, const PortDecl& d, ItemKind kind, const QString& key) {
        auto item = std::make_unique<Item>();
        item->kind = kind;
        item->name = d.name;
        item->detail = portDeclDetail(d);
        item->iconName = kind == ItemKind::PipelineInput ? QStringLiteral("input") : QStringLiteral("output");
        item->location = toPoint(d.loc);
        item->yamlPath = QStringList{key, d.name};
        QStringList tip;
        tip << (kind == ItemKind::PipelineInput ? tr("Pipeline input %1").arg(d.name)
                                                : tr("Pipeline output %1").arg(d.name));
        if (d.type)
            tip << tr("Type: %1").arg(d.type.value);
        if (d.isLiteralForm && d.value)
            tip << tr("Value: %1").arg(d.value.value);
        if (d.defaultValue)
            tip << tr("Default: %1").arg(d.defaultValue.value);
        if (d.path)
            tip << tr("Path: %1").arg(d.path.value);
        if (d.mode)
            tip << tr("Mode: %1").arg(d.mode.value);
        if (d.description)
            tip << d.description.value;
        item->toolTip = tip.join(QLatin1Char('\n'));
        group->add(std::move(item));
    };
    for (const PortDecl& d : spec.inputs)
        addPort(inputs, d, ItemKind::PipelineInput, inputsKey);
    for (const PortDecl& d : spec.outputs)
        addPort(outputs, d, ItemKind::PipelineOutput, outputsKey);

    struct ComponentUse
    {
        Item* item = nullptr;
        QStringList steps;
    };
    QHash<QString, ComponentUse> componentUses;

    for (const Step& s : spec.steps) {
        auto stepItem = std::make_unique<Item>();
        stepItem->kind = ItemKind::Step;
        stepItem->name = s.name;
        stepItem->step = s.name;
        stepItem->iconName = stepIcon(s.kind);
        stepItem->location = toPoint(s.loc);
        stepItem->yamlPath = QStringList{jobsKey, s.name};
        const QString componentText = s.component.kind == ComponentRef::Kind::Inline
            ? tr("inline component")
            : s.component.field.value;
        // a step kept as written says its own type (sweep, spark, automl, …)
        const QString kind = s.kind == StepKind::Opaque && !s.type.value.trimmed().isEmpty() ? s.type.value.trimmed() : stepKindName(s.kind);
        stepItem->detail = joinDetail({kind, componentText});
        QStringList tip;
        tip << tr("Step %1 (%2)").arg(s.name, kind);
        if (s.displayName)
            tip << s.displayName.value;
        if (!componentText.isEmpty())
            tip << tr("Component: %1").arg(componentText);
        if (s.compute.kind != ComputeRef::Kind::Default)
            tip << tr("Compute: %1").arg(s.compute.display());
        if (!s.componentError.isEmpty())
            tip << s.componentError;
        stepItem->toolTip = tip.join(QLatin1Char('\n'));
        Item* stepRow = steps->add(std::move(stepItem));

        auto addStepPort = [&](const QString& portName, const StepPort* port, ItemKind kind, const QString& key,
                               const QString& declaredType) {
            auto item = std::make_unique<Item>();
            item->kind = kind;
            item->name = portName;
            item->step = s.name;
            item->iconName = kind == ItemKind::StepInput ? QStringLiteral("input") : QStringLiteral("output");
            item->yamlPath = QStringList{jobsKey, s.name, key, portName};
            const QString direction = kind == ItemKind::StepInput ? tr("Input") : tr("Output");
            QStringList ptip;
            ptip << tr("%1 %2 of step %3").arg(direction, portName, s.name);
            if (!declaredType.isEmpty())
                ptip << tr("Type: %1").arg(declaredType);
            if (port) {
                item->detail = bindingDetail(*port);
                item->location = toPoint(port->loc);
                if (!port->binding.text.isEmpty())
                    ptip << tr("Bound to: %1").arg(port->binding.text);
            } else {
                item->placeholder = true;
                item->detail = tr("not set");
                item->location = toPoint(s.loc);
                const PortDecl* decl = s.resolved ? (kind == ItemKind::StepInput ? s.resolved->input(portName)
                                                                                 : s.resolved->output(portName))
                                                  : nullptr;
                if (decl && decl->defaultValue) {
                    item->detail = tr("default: %1").arg(decl->defaultValue.value);
                    ptip << tr("Not set; the component default %1 applies").arg(decl->defaultValue.value);
                } else {
                    ptip << tr("Declared by the component, not set in the pipeline");
                }
            }
            item->toolTip = ptip.join(QLatin1Char('\n'));
            stepRow->add(std::move(item));
        };
        for (const QString& n : s.inputNames())
            addStepPort(n, s.input(n), ItemKind::StepInput, QStringLiteral("inputs"), s.inputType(n));
        for (const QString& n : s.outputNames())
            addStepPort(n, s.output(n), ItemKind::StepOutput, QStringLiteral("outputs"), s.outputType(n));

        if (s.component.kind == ComponentRef::Kind::None)
            continue;
        const bool isInline = s.component.kind == ComponentRef::Kind::Inline;
        const QString key = isInline ? QStringLiteral("inline:") + s.name : s.component.field.value;
        ComponentUse& use = componentUses[key];
        if (!use.item) {
            auto item = std::make_unique<Item>();
            item->kind = ItemKind::Component;
            item->iconName = QStringLiteral("component");
            item->location = toPoint(s.component.field.loc.valid() ? s.component.field.loc : s.loc);
            item->yamlPath = QStringList{jobsKey, s.name, QStringLiteral("component")};
            item->step = s.name;
            QString name;
            if (isInline) {
                name = s.resolved && s.resolved->name ? s.resolved->name.value : tr("inline (%1)").arg(s.name);
            } else if (s.component.kind == ComponentRef::Kind::File && !s.component.path.isEmpty()) {
                name = QFileInfo(s.component.path).fileName();
            } else {
                name = s.component.field.value;
            }
            item->name = name;
            item->detail = s.component.kind == ComponentRef::Kind::File ? s.component.field.value
                                                                        : componentKindName(s.component.kind);
            QStringList ctip;
            ctip << tr("Component (%1)").arg(componentKindName(s.component.kind));
            if (s.component.kind == ComponentRef::Kind::File)
                ctip << (s.component.path.isEmpty() ? s.component.field.value : s.component.path);
            else if (!isInline)
                ctip << s.component.field.value;
            if (s.resolved && s.resolved->version)
                ctip << tr("Version: %1").arg(s.resolved->version.value);
            if (!s.componentError.isEmpty())
                ctip << s.componentError;
            item->toolTip = ctip.join(QLatin1Char('\n'));
            use.item = components->add(std::move(item));
        }
        use.steps << s.name;
    }
    for (auto it = componentUses.cbegin(); it != componentUses.cend(); ++it) {
        Item* item = it->item;
        item->detail = joinDetail({item->detail, tr("used by %1").arg(it->steps.join(QStringLiteral(", ")))});
    }
    endResetModel();
}

OutlineModel::Item* OutlineModel::itemFor(const QModelIndex& index) const
{
    if (!index.isValid())
        return m_root.get();
    return static_cast<Item*>(index.internalPointer());
}

QIcon OutlineModel::icon(const QString& name) const
{
    if (name.isEmpty())
        return QIcon();
    auto it = m_icons.constFind(name);
    if (it != m_icons.cend())
        return *it;
    QIcon icon(QStringLiteral(":/icons/%1.svg").arg(name));
    m_icons.insert(name, icon);
    return icon;
}

QModelIndex OutlineModel::indexForPath(const QStringList& path) const
{
    std::vector<const Item*> stack{m_root.get()};
    while (!stack.empty()) {
        const Item* item = stack.back();
        stack.pop_back();
        for (auto it = item->children.rbegin(); it != item->children.rend(); ++it) {
            if ((*it)->yamlPath == path)
                return createIndex((*it)->row, 0, it->get());
            stack.push_back(it->get());
        }
    }
    return QModelIndex();
}

QModelIndex OutlineModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return QModelIndex();
    if (parent.isValid() && parent.column() != 0)
        return QModelIndex();
    const Item* p = itemFor(parent);
    if (row >= int(p->children.size()))
        return QModelIndex();
    return createIndex(row, column, p->children[std::size_t(row)].get());
}

QModelIndex OutlineModel::parent(const QModelIndex& child) const
{
    if (!child.isValid())
        return QModelIndex();
    const Item* item = itemFor(child);
    Item* p = item->parent;
    if (!p || p == m_root.get())
        return QModelIndex();
    return createIndex(p->row, 0, p);
}

int OutlineModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(itemFor(parent)->children.size());
}

int OutlineModel::columnCount(const QModelIndex& parent) const
{
    Q_UNUSED(parent)
    return ColumnCount;
}

QVariant OutlineModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return QVariant();
    const Item* item = itemFor(index);
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == NameColumn)
            return item->kind == ItemKind::Group ? groupName(item->group) : item->name;
        if (item->kind == ItemKind::Group)
            return item->children.empty() ? QString() : QString::number(item->children.size());
        return item->detail;
    case Qt::ToolTipRole:
        if (item->kind == ItemKind::Group)
            return groupName(item->group);
        return item->toolTip;
    case Qt::DecorationRole:
        if (index.column() == NameColumn)
            return icon(item->iconName);
        return QVariant();
    case Qt::FontRole:
        if (item->kind == ItemKind::Group || (item->placeholder && index.column() == DetailColumn)) {
            QFont f;
            if (item->kind == ItemKind::Group)
                f.setBold(true);
            else
                f.setItalic(true);
            return f;
        }
        return QVariant();
    case IconNameRole:
        return item->iconName;
    case LocationRole:
        return item->location;
    case StepNameRole:
        return item->step;
    case YamlPathRole:
        return item->yamlPath;
    case KindRole:
        return QVariant::fromValue(item->kind);
    default:
        break;
    }
    return QVariant();
}

QVariant OutlineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QVariant();
    switch (section) {
    case NameColumn:
        return tr("Name");
    case DetailColumn:
        return tr("Detail");
    default:
        break;
    }
    return QVariant();
}

Qt::ItemFlags OutlineModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

} // namespace pw

// The meta-object is built here, not with the library's others: a program that does not use this model (the
// CLI) then does not link it, nor the Qt Gui library its icons and fonts come from.
#include "moc_outlinemodel.cpp"
