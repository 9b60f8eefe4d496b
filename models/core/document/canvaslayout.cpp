// SPDX-License-Identifier: MIT
#include "canvaslayout.h"
#include "fileio.h"

#include "pipelinedocument.h"
#include "undostack.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cmath>
#include <optional>

namespace pw {

namespace {

    double rounded(double v)
    {
        return std::round(v * 10.0) / 10.0;
    }

    // 1-based line and column of a byte offset
    QString placeOf(const QByteArray& text, int offset)
    {
        int line = 1;
        int col = 1;
        for (int i = 0; i < offset && i < text.size(); ++i) {
            if (text[i] == '\n') {
                ++line;
                col = 1;
            } else {
                ++col;
            }
        }
        return QStringLiteral("%1:%2").arg(line).arg(col);
    }

} // namespace

/// Positions before and after a move (or a rename of a key); one command however many nodes it moves.
class LayoutPositionsCommand : public UndoCommand {
public:
    LayoutPositionsCommand(CanvasLayout* layout, const QString& label)
        : UndoCommand(label)
        , m_layout(layout)
    {
    }
    void redo() override { m_layout->applyPositions(m_after, m_removedAfter); }
    void undo() override { m_layout->applyPositions(m_before, m_removedBefore); }
    int id() const override { return m_mergeKey.isEmpty() ? -1 : 0x504C; }
    bool mergeWith(const UndoCommand* other) override
    {
        const auto* o = static_cast<const LayoutPositionsCommand*>(other);
        if (o->m_mergeKey != m_mergeKey || o->m_after.size() != m_after.size() || !o->m_removedAfter.isEmpty()
            || !m_removedAfter.isEmpty())
            return false;
        for (auto it = o->m_after.begin(); it != o->m_after.end(); ++it)
            if (!m_after.contains(it.key()))
                return false;
        m_after = o->m_after;
        return true;
    }

    QHash<QString, QPointF> m_before; // values to restore
    QStringList m_removedBefore; // keys absent before
    QHash<QString, QPointF> m_after;
    QStringList m_removedAfter;
    QString m_mergeKey;

private:
    CanvasLayout* m_layout;
};

class LayoutAnnotationCommand : public UndoCommand {
public:
    LayoutAnnotationCommand(CanvasLayout* layout, quint32 id, std::optional<CanvasAnnotation> before,
        std::optional<CanvasAnnotation> after, const QString& label)
        : UndoCommand(label)
        , m_layout(layout)
        , m_id(id)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
    }
    void redo() override { m_layout->applyAnnotation(m_id, m_after ? &*m_after : nullptr); }
    void undo() override { m_layout->applyAnnotation(m_id, m_before ? &*m_before : nullptr); }
    int id() const override { return 0x5043; }
    bool mergeWith(const UndoCommand* other) override
    {
        // typing into one note is one step
        const auto* o = static_cast<const LayoutAnnotationCommand*>(other);
        if (o->m_id != m_id || !m_after || !o->m_after || !m_before || m_after->rect != o->m_after->rect
            || m_before->rect != m_after->rect)
            return false;
        m_after = o->m_after;
        return true;
    }

private:
    CanvasLayout* m_layout;
    quint32 m_id;
    std::optional<CanvasAnnotation> m_before;
    std::optional<CanvasAnnotation> m_after;
};

CanvasLayout::CanvasLayout(QObject* parent)
    : QObject(parent)
{
}

CanvasLayout::~CanvasLayout() = default;

QString CanvasLayout::sidecarPath(const QString& pipelinePath)
{
    const QFileInfo fi(pipelinePath);
    return fi.absoluteDir().filePath(QLatin1Char('.') + fi.fileName() + QStringLiteral(".pipewright.json"));
}

void CanvasLayout::clear()
{
    m_positions.clear();
    m_annotations.clear();
    m_userLayout = false;
    Q_EMIT positionsChanged({});
    Q_EMIT annotationsChanged();
}

bool CanvasLayout::load(const QString& pipelinePath, QString* error)
{
    const QString path = sidecarPath(pipelinePath);
    m_sidecarExists = QFileInfo::exists(path);
    if (!m_sidecarExists) {
        clear();
        return true;
    }
    QByteArray bytes;
    QString readError;
    if (!readFileBytes(path, bytes, &readError)) {
        clear();
        if (error)
            *error = readError;
        return false;
    }
    return fromJson(bytes, error, path);
}

bool CanvasLayout::fromJson(const QByteArray& json, QString* error, const QString& fileForMessages)
{
    const QString where = fileForMessages.isEmpty() ? tr("canvas layout") : QDir::toNativeSeparators(fileForMessages);
    auto fail = [&](const QString& message) {
        m_positions.clear();
        m_annotations.clear();
        m_userLayout = false;
        Q_EMIT positionsChanged({});
        Q_EMIT annotationsChanged();
        if (error)
            *error = message;
        return false;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(tr("%1:%2: the canvas layout is not valid JSON (%3); the nodes are arranged automatically")
                        .arg(where, placeOf(json, parseError.offset), parseError.errorString()));
    if (!doc.isObject())
        return fail(tr("%1: the canvas layout must be a JSON object; the nodes are arranged automatically").arg(where));
    const QJsonObject root = doc.object();
    const int version = root.value(QLatin1String("version")).toInt(FormatVersion);
    if (version > FormatVersion)
        return fail(tr("%1: canvas layout version %2 is newer than this Pipewright reads (%3)")
                        .arg(where)
                        .arg(version)
                        .arg(FormatVersion));
    QHash<QString, QPointF> positions;
    const QJsonObject nodes = root.value(QLatin1String("nodes")).toObject();
    for (auto it = nodes.begin(); it != nodes.end(); ++it) {
        const QJsonArray xy = it.value().toArray();
        if (xy.size() != 2 || !xy[0].isDouble() || !xy[1].isDouble())
            return fail(tr("%1: the position of \"%2\" must be [x, y]").arg(where, it.key()));
        positions.insert(it.key(), QPointF(xy[0].toDouble(), xy[1].toDouble()));
    }
    QList<CanvasAnnotation> notes;
    const QJsonArray annotations = root.value(QLatin1String("annotations")).toArray();
    QSet<quint32> ids;
    for (int i = 0; i < annotations.size(); ++i) {
        const QJsonObject o = annotations[i].toObject();
        CanvasAnnotation a;
        a.id = static_cast<quint32>(o.value(QLatin1String("id")).toInteger());
        a.rect = QRectF(o.value(QLatin1String("x")).toDouble(), o.value(QLatin1String("y")).toDouble(),
            o.value(QLatin1String("width")).toDouble(200), o.value(QLatin1String("height")).toDouble(80));
        a.text = o.value(QLatin1String("text")).toString();
        if (a.id == 0 || ids.contains(a.id))
            return fail(tr("%1: note %2 needs a unique positive \"id\"").arg(where).arg(i + 1));
        ids.insert(a.id);
        notes << a;
    }
    m_positions = positions;
    m_annotations = notes;
    m_userLayout = true;
    Q_EMIT positionsChanged({});
    Q_EMIT annotationsChanged();
    return true;
}

QByteArray CanvasLayout::toJson() const
{
    QJsonObject root;
    root.insert(QLatin1String("format"), QStringLiteral("pipewright-canvas"));
    root.insert(QLatin1String("version"), FormatVersion);
    QJsonObject nodes; // QJsonObject keeps keys sorted
    for (auto it = m_positions.begin(); it != m_positions.end(); ++it)
        nodes.insert(it.key(), QJsonArray { rounded(it.value().x()), rounded(it.value().y()) });
    root.insert(QLatin1String("nodes"), nodes);
    QJsonArray notes;
    for (const CanvasAnnotation& a : m_annotations) {
        QJsonObject o;
        o.insert(QLatin1String("id"), static_cast<qint64>(a.id));
        o.insert(QLatin1String("x"), rounded(a.rect.x()));
        o.insert(QLatin1String("y"), rounded(a.rect.y()));
        o.insert(QLatin1String("width"), rounded(a.rect.width()));
        o.insert(QLatin1String("height"), rounded(a.rect.height()));
        o.insert(QLatin1String("text"), a.text);
        notes.append(o);
    }
    if (!notes.isEmpty())
        root.insert(QLatin1String("annotations"), notes);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool CanvasLayout::save(const QString& pipelinePath, QString* error, const QStringList& keep)
{
    const QString path = sidecarPath(pipelinePath);
    if (!m_userLayout && !QFileInfo::exists(path))
        return true;
    if (!keep.isEmpty()) {
        const QSet<QString> wanted(keep.begin(), keep.end());
        for (auto it = m_positions.begin(); it != m_positions.end();) {
            if (wanted.contains(it.key()))
                ++it;
            else
                it = m_positions.erase(it);
        }
    }
    if (!writeFileAtomically(path, toJson(), error))
        return false;
    m_sidecarExists = true;
    return true;
}

void CanvasLayout::setPositions(const QHash<QString, QPointF>& positions)
{
    if (positions.isEmpty())
        return;
    if (m_positions.isEmpty())
        m_positions = positions; // a first layout: shared, not copied key by key
    else
        for (auto it = positions.begin(); it != positions.end(); ++it)
            m_positions.insert(it.key(), it.value());
    Q_EMIT positionsChanged(positions.keys());
}

void CanvasLayout::copyPosition(const QString& from, const QString& to)
{
    if (!m_positions.contains(from) || from == to)
        return;
    m_positions.insert(to, m_positions.value(from));
    Q_EMIT positionsChanged({ to });
}

const CanvasAnnotation* CanvasLayout::annotation(quint32 id) const
{
    for (const CanvasAnnotation& a : m_annotations)
        if (a.id == id)
            return &a;
    return nullptr;
}

quint32 CanvasLayout::nextAnnotationId() const
{
    quint32 id = 0;
    for (const CanvasAnnotation& a : m_annotations)
        id = qMax(id, a.id);
    return id + 1;
}

void CanvasLayout::applyPositions(const QHash<QString, QPointF>& set, const QStringList& removed)
{
    m_userLayout = true;
    QStringList keys = set.keys();
    for (auto it = set.begin(); it != set.end(); ++it)
        m_positions.insert(it.key(), it.value());
    for (const QString& k : removed)
        m_positions.remove(k);
    keys += removed;
    Q_EMIT positionsChanged(keys);
}

void CanvasLayout::applyAnnotation(quint32 id, const CanvasAnnotation* value)
{
    m_userLayout = true;
    for (qsizetype i = 0; i < m_annotations.size(); ++i) {
        if (m_annotations[i].id != id)
            continue;
        if (value)
            m_annotations[i] = *value;
        else
            m_annotations.removeAt(i);
        Q_EMIT annotationsChanged();
        return;
    }
    if (value) {
        m_annotations.append(*value);
        Q_EMIT annotationsChanged();
    }
}

bool CanvasLayout::movePositions(
    UndoStack* stack, const QHash<QString, QPointF>& positions, const QString& label, const QString& mergeKey)
{
    auto* cmd = new LayoutPositionsCommand(this, label.isEmpty() ? tr("Move") : label);
    cmd->m_mergeKey = mergeKey;
    bool changes = false;
    for (auto it = positions.begin(); it != positions.end(); ++it) {
        const auto old = m_positions.constFind(it.key());
        if (old == m_positions.constEnd())
            cmd->m_removedBefore << it.key();
        else
            cmd->m_before.insert(it.key(), *old);
        if (old == m_positions.constEnd() || *old != it.value())
            changes = true;
        cmd->m_after.insert(it.key(), it.value());
    }
    if (!changes) {
        delete cmd;
        return false;
    }
    if (stack) {
        stack->push(cmd);
    } else {
        cmd->redo();
        delete cmd;
    }
    return true;
}

void CanvasLayout::renameKey(UndoStack* stack, const QString& from, const QString& to)
{
    if (from == to || !m_positions.contains(from))
        return;
    auto* cmd = new LayoutPositionsCommand(this, tr("Rename %1").arg(from));
    cmd->m_before.insert(from, m_positions.value(from));
    if (m_positions.contains(to))
        cmd->m_before.insert(to, m_positions.value(to));
    else
        cmd->m_removedBefore << to;
    cmd->m_after.insert(to, m_positions.value(from));
    cmd->m_removedAfter << from;
    if (stack) {
        stack->push(cmd);
    } else {
        cmd->redo();
        delete cmd;
    }
}

void CanvasLayout::addAnnotation(UndoStack* stack, const CanvasAnnotation& annotation)
{
    CanvasAnnotation a = annotation;
    if (a.id == 0 || this->annotation(a.id))
        a.id = nextAnnotationId();
    auto* cmd = new LayoutAnnotationCommand(this, a.id, std::nullopt, a, tr("Add note"));
    if (stack) {
        stack->push(cmd);
    } else {
        cmd->redo();
        delete cmd;
    }
}

void CanvasLayout::removeAnnotation(UndoStack* stack, quint32 id)
{
    const CanvasAnnotation* a = annotation(id);
    if (!a)
        return;
    auto* cmd = new LayoutAnnotationCommand(this, id, *a, std::nullopt, tr("Delete note"));
    if (stack) {
        stack->push(cmd);
    } else {
        cmd->redo();
        delete cmd;
    }
}

void CanvasLayout::changeAnnotation(UndoStack* stack, const CanvasAnnotation& annotation)
{
    const CanvasAnnotation* a = this->annotation(annotation.id);
    if (!a || *a == annotation)
        return;
    const QString label = a->rect != annotation.rect ? tr("Move note") : tr("Edit note");
    auto* cmd = new LayoutAnnotationCommand(this, annotation.id, *a, annotation, label);
    if (stack) {
        stack->push(cmd);
    } else {
        cmd->redo();
        delete cmd;
    }
}

} // namespace pw
