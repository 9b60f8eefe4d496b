// SPDX-License-Identifier: MIT
#include "models/palettemodel.h"

#include "componentcache.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>
#include <QUrl>

namespace pw {

namespace {

    constexpr int MaxFiles = 20000;
    constexpr qint64 MaxComponentSize = 1024 * 1024;

    bool skippedFolder(const QString& name)
    {
        return name.startsWith(QLatin1Char('.')) || name == QLatin1String("node_modules")
            || name == QLatin1String("__pycache__") || name == QLatin1String("build") || name == QLatin1String("venv");
    }

} // namespace

QStringList PaletteModel::mimeTypes() const
{
    return { QLatin1String(StepMimeType), QStringLiteral("text/uri-list") };
}

QMimeData* PaletteModel::mimeData(const QModelIndexList& indexes) const
{
    for (const QModelIndex& index : indexes) {
        const QString kind = index.data(KindRole).toString();
        if (kind.isEmpty())
            continue;
        QJsonObject o;
        o.insert(QLatin1String("kind"), kind);
        o.insert(QLatin1String("path"), index.data(PathRole).toString());
        o.insert(QLatin1String("type"), index.data(TypeRole).toString());
        o.insert(QLatin1String("name"), index.data(NameRole).toString());
        auto* mime = new QMimeData;
        mime->setData(QLatin1String(StepMimeType), QJsonDocument(o).toJson(QJsonDocument::Compact));
        if (kind == QLatin1String("component"))
            mime->setUrls({ QUrl::fromLocalFile(index.data(PathRole).toString()) });
        return mime;
    }
    return nullptr;
}

bool PaletteModel::templateFor(const QModelIndex& index, StepTemplate* out)
{
    const QString kind = index.data(KindRole).toString();
    if (kind.isEmpty())
        return false;
    out->kind = kind == QLatin1String("command") ? StepTemplate::Kind::NewCommand
        : kind == QLatin1String("parallel")      ? StepTemplate::Kind::NewParallel
                                                 : StepTemplate::Kind::ComponentFile;
    out->componentPath = index.data(PathRole).toString();
    out->componentType = index.data(TypeRole).toString();
    out->suggestedName = index.data(NameRole).toString();
    return true;
}

void PaletteModel::setEntries(const QList<PaletteEntry>& entries, const QString& folder)
{
    clear();
    auto group = [this](const QString& title, const QString& id) {
        auto* g = new QStandardItem(title);
        g->setData(id, Qt::AccessibleDescriptionRole);
        g->setData(title, PaletteModel::SearchRole);
        g->setFlags(Qt::ItemIsEnabled);
        QFont f = g->font();
        f.setWeight(QFont::DemiBold);
        g->setFont(f);
        appendRow(g);
        return g;
    };
    QStandardItem* templates = group(tr("New step"), QStringLiteral("templates"));
    auto templateItem = [&](const QString& kind, const QString& text, const QString& tip) {
        auto* item = new QStandardItem(text);
        item->setData(kind, PaletteModel::KindRole);
        item->setData(QString(text + QLatin1Char(' ') + kind), PaletteModel::SearchRole);
        item->setToolTip(tip);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
        templates->appendRow(item);
    };
    templateItem(QStringLiteral("command"), tr("Command step"),
        tr("A new step that runs a command in an environment (no component file)"));
    templateItem(QStringLiteral("parallel"), tr("Parallel step"),
        tr("A new parallel step: mini-batches of an input spread over instances, with an entry script"));

    const struct {
        const char* type;
        QString title;
    } kinds[] = { { "command", tr("Command components") }, { "parallel", tr("Parallel components") },
        { "pipeline", tr("Pipeline components") } };
    for (const auto& k : kinds) {
        QList<const PaletteEntry*> list;
        for (const PaletteEntry& e : std::as_const(entries))
            if (e.type == QLatin1String(k.type))
                list << &e;
        if (list.isEmpty())
            continue;
        QStandardItem* g = group(k.title, QLatin1String(k.type));
        for (const PaletteEntry* e : std::as_const(list)) {
            const QString title = e->displayName.isEmpty() ? e->name : e->displayName;
            auto* item = new QStandardItem(e->version.isEmpty() ? title : tr("%1 (v%2)").arg(title, e->version));
            item->setData(QStringLiteral("component"), PaletteModel::KindRole);
            item->setData(e->path, PaletteModel::PathRole);
            item->setData(e->type, PaletteModel::TypeRole);
            item->setData(QFileInfo(e->path).completeBaseName(), PaletteModel::NameRole);
            const QString rel = folder.isEmpty() ? e->path : QDir(folder).relativeFilePath(e->path);
            item->setData(QStringList { e->name, e->displayName, e->description, rel, e->inputs.join(QLatin1Char(' ')),
                              e->outputs.join(QLatin1Char(' ')) }
                              .join(QLatin1Char('\n')),
                PaletteModel::SearchRole);
            QString tip = QStringLiteral("<b>%1</b>").arg(e->name.toHtmlEscaped());
            if (!e->version.isEmpty())
                tip += QStringLiteral(" v%1").arg(e->version.toHtmlEscaped());
            tip += QStringLiteral("<br><i>%1</i>").arg(QDir::toNativeSeparators(rel).toHtmlEscaped());
            if (!e->description.isEmpty())
                tip += QStringLiteral("<br>%1").arg(e->description.left(300).toHtmlEscaped());
            if (!e->inputs.isEmpty())
                tip += QStringLiteral("<br>%1 %2")
                           .arg(tr("Inputs:"), e->inputs.join(QStringLiteral(", ")).toHtmlEscaped());
            if (!e->outputs.isEmpty())
                tip += QStringLiteral("<br>%1 %2")
                           .arg(tr("Outputs:"), e->outputs.join(QStringLiteral(", ")).toHtmlEscaped());
            tip += QStringLiteral("<br><i>%1</i>").arg(tr("Drag onto the canvas, or press Enter, to add a step"));
            item->setToolTip(tip);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
            g->appendRow(item);
        }
    }
}

QList<PaletteEntry> PaletteModel::scan(const QString& folder, const std::atomic_bool* cancel)
{
    QList<PaletteEntry> out;
    if (folder.isEmpty())
        return out;
    ComponentCache cache;
    QList<QString> dirs { folder };
    int files = 0;
    while (!dirs.isEmpty() && files < MaxFiles) {
        const QDir dir(dirs.takeFirst());
        const QFileInfoList entries
            = dir.entryInfoList(QDir::Dirs | QDir::Files | QDir::NoDotAndDotDot | QDir::Readable,
                QDir::Name | QDir::IgnoreCase | QDir::DirsLast);
        for (const QFileInfo& fi : entries) {
            if (cancel && *cancel)
                return {};
            if (fi.isDir()) {
                if (!fi.isSymLink() && !skippedFolder(fi.fileName()))
                    dirs << fi.absoluteFilePath();
                continue;
            }
            if (++files > MaxFiles)
                break;
            const QString suffix = fi.suffix().toLower();
            if ((suffix != QLatin1String("yml") && suffix != QLatin1String("yaml")) || fi.size() > MaxComponentSize)
                continue;
            QFile f(fi.absoluteFilePath());
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const QByteArray head = f.read(MaxComponentSize);
            if (!head.contains("type:"))
                continue; // conda files, MLTable and the like
            const ComponentCache::Result r = cache.load(fi.absoluteFilePath());
            if (!r.spec)
                continue;
            const ComponentSpec& c = *r.spec;
            const QString type = c.type.value.trimmed().toLower();
            if (type != QLatin1String("command") && type != QLatin1String("parallel")
                && type != QLatin1String("pipeline"))
                continue;
            const QString schema = c.schema.value;
            if (schema.contains(QLatin1String("Job.schema"), Qt::CaseInsensitive))
                continue;
            const bool component
                = schema.contains(QLatin1String("Component.schema"), Qt::CaseInsensitive) || bool(c.name);
            if (!component)
                continue;
            PaletteEntry e;
            e.path = fi.absoluteFilePath();
            e.type = type;
            e.name = c.name ? c.name.value : fi.completeBaseName();
            e.displayName = c.displayName ? c.displayName.value : QString();
            e.version = c.version ? c.version.value : QString();
            e.description = c.description ? c.description.value : QString();
            for (const PortDecl& p : c.inputs)
                e.inputs << (p.type ? p.name + QStringLiteral(": ") + p.type.value : p.name);
            for (const PortDecl& p : c.outputs)
                e.outputs << (p.type ? p.name + QStringLiteral(": ") + p.type.value : p.name);
            out << e;
        }
    }
    return out;
}

} // namespace pw
