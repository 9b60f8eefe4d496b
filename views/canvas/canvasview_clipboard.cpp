// SPDX-License-Identifier: MIT
// Copy, cut and paste: steps go to the clipboard as YAML, with where they stood, so that pasting them keeps
// their layout.
#include "canvasitems.h"
#include "canvasscene.h"
#include "canvasview.h"
#include "pipelinedocument.h"

#include <QClipboard>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QCursor>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>

namespace pw {

namespace {

    QByteArray digestOf(const QString& text)
    {
        return QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1).toHex();
    }

    // which document steps were copied from: this process and this document
    QString documentIdentity(const PipelineDocument* document)
    {
        return QString::number(QCoreApplication::applicationPid()) + QLatin1Char(':')
            + QString::number(quintptr(document), 16) + QLatin1Char(':') + document->filePath();
    }

} // namespace

void CanvasView::copy()
{
    CanvasScene* s = canvasScene();
    if (!s)
        return;
    const QStringList names = s->selectedStepNames();
    const QString text = s->editor().copyText(names);
    if (text.isEmpty())
        return;
    auto* mime = new QMimeData;
    mime->setText(text);
    // where the steps stood, so that pasting keeps their layout
    QRectF group;
    for (const QString& n : names)
        if (NodeItem* item = s->nodeItem(s->findStep(n)))
            group |= QRectF(item->pos(), item->size());
    if (!group.isNull()) {
        QJsonObject places;
        for (const QString& n : names)
            if (NodeItem* item = s->nodeItem(s->findStep(n)))
                places.insert(n, QJsonArray { item->pos().x() - group.left(), item->pos().y() - group.top() });
        QJsonObject o;
        o.insert(QLatin1String("source"), documentIdentity(s->document()));
        o.insert(QLatin1String("group"), QJsonArray { group.x(), group.y(), group.width(), group.height() });
        o.insert(QLatin1String("steps"), places);
        o.insert(QLatin1String("text"), QString::fromLatin1(digestOf(text)));
        mime->setData(QLatin1String(StepLayoutMimeType), QJsonDocument(o).toJson(QJsonDocument::Compact));
    }
    QGuiApplication::clipboard()->setMimeData(mime);
}

void CanvasView::cut()
{
    CanvasScene* s = canvasScene();
    if (!s || s->isReadOnly())
        return;
    copy();
    deleteSelection();
}

void CanvasView::paste()
{
    CanvasScene* s = editableScene();
    if (!s)
        return;
    const QClipboard* clipboard = QGuiApplication::clipboard();
    const QString text = clipboard->text();
    // the layout the steps had, when the clipboard holds it for this very text
    QHash<QString, QPointF> relative;
    QRectF group;
    bool sameDocument = false;
    if (const QMimeData* mime = clipboard->mimeData(); mime && mime->hasFormat(QLatin1String(StepLayoutMimeType))) {
        const QJsonObject o = QJsonDocument::fromJson(mime->data(QLatin1String(StepLayoutMimeType))).object();
        const QJsonArray g = o.value(QLatin1String("group")).toArray();
        if (o.value(QLatin1String("text")).toString() == QString::fromLatin1(digestOf(text)) && g.size() == 4) {
            group = QRectF(g[0].toDouble(), g[1].toDouble(), g[2].toDouble(), g[3].toDouble());
            sameDocument = o.value(QLatin1String("source")).toString() == documentIdentity(s->document());
            const QJsonObject places = o.value(QLatin1String("steps")).toObject();
            for (auto it = places.begin(); it != places.end(); ++it) {
                const QJsonArray xy = it.value().toArray();
                if (xy.size() == 2)
                    relative.insert(it.key(), QPointF(xy[0].toDouble(), xy[1].toDouble()));
            }
        }
    }
    if (text == m_lastPasteText) {
        ++m_pasteCount;
    } else {
        m_lastPasteText = text;
        m_pasteCount = 1;
    }
    // where the group goes: under the pointer; beside the original (each paste a little further) while that is
    // in sight; else in the middle of the view
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    const QPoint cursor = viewport()->mapFromGlobal(QCursor::pos());
    QPointF topLeft;
    if (viewport()->underMouse() && viewport()->rect().contains(cursor)) {
        topLeft = mapToScene(cursor) - QPointF(CanvasScene::StepWidth / 2, 20);
    } else if (!group.isNull() && sameDocument
        && visible.intersects(group.translated(QPointF(40, 40) * m_pasteCount))) {
        topLeft = group.topLeft() + QPointF(40, 40) * m_pasteCount;
    } else if (!group.isNull()) {
        topLeft = visible.center() - QPointF(group.width() / 2, group.height() / 2);
    } else {
        topLeft = viewCenterScenePos() - QPointF(CanvasScene::StepWidth / 2, 20);
    }
    QString error;
    const QStringList created = s->editor().pasteText(text, s->snapped(topLeft), &error, relative);
    if (created.isEmpty()) {
        report(error, true);
        return;
    }
    QList<NodeId> ids;
    for (const QString& n : created)
        ids << s->findStep(n);
    s->selectNodes(ids);
    if (!ids.isEmpty())
        if (NodeItem* first = s->nodeItem(ids.first()))
            ensureVisible(first, 40, 40);
}

} // namespace pw
