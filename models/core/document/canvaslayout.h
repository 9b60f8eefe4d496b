// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

namespace pw {

class UndoStack;

/// A note placed on the canvas.
struct CanvasAnnotation {
    quint32 id = 0;
    QRectF rect; // scene coordinates
    QString text;
    bool operator==(const CanvasAnnotation& o) const { return id == o.id && rect == o.rect && text == o.text; }
};

/// Where the nodes of a pipeline stand on the canvas, and the notes placed on it. Kept in a sidecar file next to
/// the pipeline (`.<file>.pipewright.json`), never inside the YAML, which must stay exactly what `az ml` reads.
///
/// Nodes are keyed by kind and name ("jobs/prep", "inputs/raw_data", "outputs/model"), so positions survive
/// closing and reopening the file. Changes a user makes (moving, arranging, notes) go through undo commands on
/// the document's stack; positions computed automatically for nodes that have none are set directly.
class CanvasLayout : public QObject {
    Q_OBJECT
public:
    static constexpr int FormatVersion = 1;

    explicit CanvasLayout(QObject* parent = nullptr);
    ~CanvasLayout() override;

    /// The sidecar file of a pipeline: the same folder, `.<file name>.pipewright.json`.
    static QString sidecarPath(const QString& pipelinePath);
    static QString stepKey(const QString& name) { return QStringLiteral("jobs/") + name; }
    static QString inputKey(const QString& name) { return QStringLiteral("inputs/") + name; }
    static QString outputKey(const QString& name) { return QStringLiteral("outputs/") + name; }

    /// Read the sidecar of `pipelinePath`. A missing sidecar is not an error (the layout is then empty); a
    /// malformed one leaves the layout empty and returns false with a message naming the file and the place.
    bool load(const QString& pipelinePath, QString* error = nullptr);
    /// Parse sidecar text (the format written by toJson()).
    bool fromJson(const QByteArray& json, QString* error = nullptr, const QString& fileForMessages = QString());
    /// Keys in sorted order and coordinates rounded to tenths, so that the file diffs well.
    QByteArray toJson() const;
    /// Write the sidecar atomically. Only keys in `keep` are written when it is not empty (positions of nodes
    /// that no longer exist are dropped). Nothing is written while the layout has never held user changes and no
    /// sidecar exists (an automatic layout needs no file).
    bool save(const QString& pipelinePath, QString* error = nullptr, const QStringList& keep = {});

    /// True once positions came from a sidecar or from a user's edit (they are worth saving).
    bool hasUserLayout() const { return m_userLayout; }
    bool isEmpty() const { return m_positions.isEmpty() && m_annotations.isEmpty(); }
    void clear();

    bool hasPosition(const QString& key) const { return m_positions.contains(key); }
    QPointF position(const QString& key) const { return m_positions.value(key); }
    const QHash<QString, QPointF>& positions() const { return m_positions; }
    /// Set positions without undo (automatic placement).
    void setPositions(const QHash<QString, QPointF>& positions);
    /// Copy the position of `from` to `to` without undo (a step renamed elsewhere keeps its place).
    void copyPosition(const QString& from, const QString& to);

    const QList<CanvasAnnotation>& annotations() const { return m_annotations; }
    const CanvasAnnotation* annotation(quint32 id) const;
    quint32 nextAnnotationId() const;

    // ----- undoable changes (pushed on `stack`, which is the document's) --------------------------------
    /// Move nodes; one command however many nodes move. Returns false when nothing changes. Consecutive moves
    /// with the same non-empty `mergeKey` and the same nodes merge into one step (nudging with the arrow keys).
    bool movePositions(UndoStack* stack, const QHash<QString, QPointF>& positions, const QString& label,
        const QString& mergeKey = QString());
    /// Move the position of a renamed node to its new key.
    void renameKey(UndoStack* stack, const QString& from, const QString& to);
    void addAnnotation(UndoStack* stack, const CanvasAnnotation& annotation);
    void removeAnnotation(UndoStack* stack, quint32 id);
    void changeAnnotation(UndoStack* stack, const CanvasAnnotation& annotation);

Q_SIGNALS:
    /// Positions of these keys changed (all keys when the list is empty).
    void positionsChanged(const QStringList& keys);
    void annotationsChanged();

private:
    friend class LayoutPositionsCommand;
    friend class LayoutAnnotationCommand;
    void applyPositions(const QHash<QString, QPointF>& set, const QStringList& removed);
    void applyAnnotation(quint32 id, const CanvasAnnotation* value);

    QHash<QString, QPointF> m_positions;
    QList<CanvasAnnotation> m_annotations;
    bool m_userLayout = false;
    bool m_sidecarExists = false;
};

} // namespace pw
