// SPDX-License-Identifier: MIT
// Drops on the canvas: components and step templates from the palette, component files from the workspace or
// another program. Each becomes a new step where it is let go, or at the nearest place where it covers no other node.
#include "canvasitems.h"
#include "canvasscene.h"
#include "canvasview.h"
#include "componentcache.h"
#include "pipelinedocument.h"
#include "undostack.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>
#include <QUrl>

namespace pw {

namespace {

    bool isYamlPath(const QString& path)
    {
        const QString s = QFileInfo(path).suffix().toLower();
        return s == QLatin1String("yml") || s == QLatin1String("yaml");
    }

} // namespace

bool CanvasView::acceptsDrop(const QMimeData* mime) const
{
    CanvasScene* s = canvasScene();
    if (!s || s->isReadOnly() || !mime)
        return false;
    if (mime->hasFormat(QLatin1String(StepMimeType)))
        return true;
    if (mime->hasUrls())
        for (const QUrl& url : mime->urls())
            if (url.isLocalFile() && isYamlPath(url.toLocalFile()))
                return true;
    return false;
}

void CanvasView::dragEnterEvent(QDragEnterEvent* event)
{
    if (acceptsDrop(event->mimeData()))
        event->acceptProposedAction();
    else
        event->ignore();
}

void CanvasView::dragMoveEvent(QDragMoveEvent* event)
{
    if (acceptsDrop(event->mimeData()))
        event->acceptProposedAction();
    else
        event->ignore();
}

void CanvasView::dropEvent(QDropEvent* event)
{
    CanvasScene* s = canvasScene();
    if (!acceptsDrop(event->mimeData()) || !s) {
        event->ignore();
        return;
    }
    const QPointF at = s->snapped(mapToScene(event->position().toPoint()) - QPointF(CanvasScene::StepWidth / 2, 20));
    QList<StepTemplate> templates;
    const QMimeData* mime = event->mimeData();
    if (mime->hasFormat(QLatin1String(StepMimeType))) {
        const QJsonObject o = QJsonDocument::fromJson(mime->data(QLatin1String(StepMimeType))).object();
        StepTemplate t;
        const QString kind = o.value(QLatin1String("kind")).toString();
        t.kind = kind == QLatin1String("command") ? StepTemplate::Kind::NewCommand
            : kind == QLatin1String("parallel")   ? StepTemplate::Kind::NewParallel
                                                  : StepTemplate::Kind::ComponentFile;
        t.componentPath = o.value(QLatin1String("path")).toString();
        t.componentType = o.value(QLatin1String("type")).toString();
        t.suggestedName = o.value(QLatin1String("name")).toString();
        templates << t;
    } else {
        for (const QUrl& url : mime->urls()) {
            if (!url.isLocalFile() || !isYamlPath(url.toLocalFile()))
                continue;
            const QString path = url.toLocalFile();
            const ComponentCache::Result r = s->document()->componentCache()->load(QFileInfo(path).absoluteFilePath());
            if (!r.spec) {
                report(tr("%1 cannot be added as a step: %2").arg(QFileInfo(path).fileName(), r.error), true);
                continue;
            }
            const QString type = r.spec->type.value.trimmed().toLower();
            const bool job = r.spec->schema.value.contains(QLatin1String("Job.schema"), Qt::CaseInsensitive);
            if (job
                || (type != QLatin1String("command") && type != QLatin1String("parallel")
                    && type != QLatin1String("pipeline"))) {
                report(tr("%1 is not a component (a command, parallel or pipeline component YAML file).")
                           .arg(QFileInfo(path).fileName()),
                    true);
                continue;
            }
            StepTemplate t;
            t.componentPath = QFileInfo(path).absoluteFilePath();
            t.componentType = type;
            templates << t;
        }
    }
    QList<NodeId> ids;
    QPointF pos = at;
    for (const StepTemplate& t : std::as_const(templates)) {
        QString error;
        QString name = s->editor().addStep(t, pos, &error);
        if (name.isEmpty()) {
            report(error, true);
            continue;
        }
        // its size is known once it is drawn: on top of another node, it goes to the nearest free place instead
        // (added again there, so that adding it stays one undo step)
        if (const NodeItem* item = s->nodeItem(s->findStep(name))) {
            const QPointF free = s->freePlaceNear(item->size(), item->pos(), item->id());
            if (free != item->pos()) {
                s->document()->undoStack()->undo();
                name = s->editor().addStep(t, free, &error);
                if (name.isEmpty()) {
                    report(error, true);
                    continue;
                }
            }
        }
        ids << s->findStep(name);
        pos += QPointF(30, 30);
    }
    if (!ids.isEmpty()) {
        s->selectNodes(ids);
        event->acceptProposedAction();
        setFocus();
    } else {
        event->ignore();
    }
}

} // namespace pw
