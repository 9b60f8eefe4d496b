// SPDX-License-Identifier: MIT
#include "canvasaccessible.h"

#include "canvasitems.h"
#include "canvaslayout.h"
#include "canvasscene.h"
#include "canvasview.h"
#include "pipelinedocument.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QPointer>
#include <QWindow>

namespace pw {

namespace {

    QString endName(const NodeVisual* v, const QString& port)
    {
        if (!v)
            return port;
        return v->kind == NodeKind::Step ? v->name + QLatin1Char('.') + port : v->name;
    }

    const PortVisual* portVisual(const NodeVisual* v, const QString& port, bool output)
    {
        if (!v)
            return nullptr;
        for (const PortVisual& p : output ? v->outputs : v->inputs)
            if (p.name == port)
                return &p;
        return nullptr;
    }


    class CanvasViewAccessible;
    QHash<const CanvasView*, CanvasViewAccessible*>& liveInterfaces()
    {
        static QHash<const CanvasView*, CanvasViewAccessible*> live;
        return live;
    }

    // ----- one item ----------------------------------------------------------------------------------

    class CanvasItemAccessible : public QAccessibleInterface, public QAccessibleActionInterface {
        Q_DECLARE_TR_FUNCTIONS(pw::CanvasAccessibility)
    public:
        CanvasItemAccessible(CanvasView* view, const CanvasAccessibleRef& ref)
            : m_view(view)
            , m_ref(ref)
        {
        }

        const CanvasAccessibleRef& ref() const { return m_ref; }
        CanvasView* view() const { return m_view; }

        CanvasScene* scene() const { return m_view ? m_view->canvasScene() : nullptr; }

        bool isValid() const override
        {
            const CanvasScene* s = scene();
            if (!s)
                return false;
            switch (m_ref.kind) {
            case CanvasAccessibleRef::Kind::Node:
                return s->nodeItem(m_ref.node) != nullptr;
            case CanvasAccessibleRef::Kind::Port:
                return portVisual(s->visual(m_ref.node), m_ref.port, m_ref.output) != nullptr;
            case CanvasAccessibleRef::Kind::Link:
                return s->edgeItem(m_ref.edge) != nullptr;
            case CanvasAccessibleRef::Kind::Note:
                return s->noteItem(m_ref.note) != nullptr;
            }
            return false;
        }

        QObject* object() const override { return nullptr; }

        QWindow* window() const override
        {
            return m_view && m_view->window() ? m_view->window()->windowHandle() : nullptr;
        }

        QAccessibleInterface* childAt(int x, int y) const override
        {
            for (int i = 0; i < childCount(); ++i)
                if (QAccessibleInterface* c = child(i); c && c->rect().contains(x, y))
                    return c;
            return nullptr;
        }

        QAccessibleInterface* parent() const override
        {
            if (!m_view)
                return nullptr;
            if (m_ref.kind == CanvasAccessibleRef::Kind::Port)
                return CanvasAccessibility::interfaceFor(m_view, CanvasAccessibleRef::forNode(m_ref.node));
            return QAccessible::queryAccessibleInterface(m_view);
        }

        int childCount() const override
        {
            if (m_ref.kind != CanvasAccessibleRef::Kind::Node || !scene())
                return 0;
            return int(scene()->portsOf(m_ref.node).size());
        }

        QAccessibleInterface* child(int index) const override
        {
            if (m_ref.kind != CanvasAccessibleRef::Kind::Node || !scene())
                return nullptr;
            const QList<PortRef> ports = scene()->portsOf(m_ref.node);
            if (index < 0 || index >= ports.size())
                return nullptr;
            return CanvasAccessibility::interfaceFor(m_view, CanvasAccessibleRef::forPort(ports[index]));
        }

        int indexOfChild(const QAccessibleInterface* iface) const override
        {
            CanvasAccessibleRef r;
            if (m_ref.kind != CanvasAccessibleRef::Kind::Node || !scene() || !CanvasAccessibility::refOf(iface, &r)
                || r.kind != CanvasAccessibleRef::Kind::Port || r.node != m_ref.node)
                return -1;
            return int(scene()->portsOf(m_ref.node).indexOf(PortRef { r.node, r.port, r.output }));
        }

        QString text(QAccessible::Text t) const override
        {
            const CanvasScene* s = scene();
            if (!s)
                return QString();
            switch (t) {
            case QAccessible::Name:
                return name(s);
            case QAccessible::Description:
                return description(s);
            case QAccessible::Help:
                return help();
            default:
                return QString();
            }
        }

        void setText(QAccessible::Text, const QString&) override { }

        QRect rect() const override
        {
            const CanvasScene* s = scene();
            if (!s || !m_view)
                return QRect();
            QRectF r;
            switch (m_ref.kind) {
            case CanvasAccessibleRef::Kind::Node:
                if (NodeItem* n = s->nodeItem(m_ref.node))
                    r = QRectF(n->pos(), n->size());
                break;
            case CanvasAccessibleRef::Kind::Port: {
                const QPointF c = s->portScenePos(m_ref.node, m_ref.port, m_ref.output);
                const NodeItem* n = s->nodeItem(m_ref.node);
                const NodeVisual* v = s->visual(m_ref.node);
                if (n && v && v->kind == NodeKind::Step) {
                    // the port and its name: half the node's width
                    const qreal half = n->size().width() / 2;
                    r = m_ref.output ? QRectF(c.x() - half, c.y() - CanvasScene::RowHeight / 2, half + 6,
                                           CanvasScene::RowHeight)
                                     : QRectF(c.x() - 6, c.y() - CanvasScene::RowHeight / 2, half + 6,
                                           CanvasScene::RowHeight);
                } else {
                    r = QRectF(c - QPointF(8, 8), QSizeF(16, 16));
                }
                break;
            }
            case CanvasAccessibleRef::Kind::Link:
                if (EdgeItem* e = s->edgeItem(m_ref.edge))
                    r = e->sceneBoundingRect();
                break;
            case CanvasAccessibleRef::Kind::Note:
                if (NoteItem* n = s->noteItem(m_ref.note))
                    r = QRectF(n->pos(), n->size());
                break;
            }
            if (r.isNull())
                return QRect();
            const QRect inView = m_view->mapFromScene(r).boundingRect();
            return QRect(m_view->viewport()->mapToGlobal(inView.topLeft()), inView.size());
        }

        QAccessible::Role role() const override
        {
            switch (m_ref.kind) {
            case CanvasAccessibleRef::Kind::Node:
                return QAccessible::Grouping;
            case CanvasAccessibleRef::Kind::Port:
                return QAccessible::Button;
            case CanvasAccessibleRef::Kind::Link:
                return QAccessible::Link;
            case CanvasAccessibleRef::Kind::Note:
                return QAccessible::Note;
            }
            return QAccessible::NoRole;
        }

        QAccessible::State state() const override
        {
            QAccessible::State st;
            const CanvasScene* s = scene();
            if (!s || !isValid()) {
                st.invalid = true;
                return st;
            }
            const bool viewFocused = m_view->hasFocus();
            st.readOnly = s->isReadOnly();
            const QRect visible(m_view->viewport()->mapToGlobal(QPoint(0, 0)), m_view->viewport()->size());
            st.offscreen = !visible.intersects(rect());
            switch (m_ref.kind) {
            case CanvasAccessibleRef::Kind::Node: {
                NodeItem* n = s->nodeItem(m_ref.node);
                st.selectable = true;
                st.selected = n->isSelected();
                st.focusable = true;
                st.focused = viewFocused && !m_view->focusedPort().isValid() && m_view->currentItem() == n;
                st.movable = !s->isReadOnly();
                break;
            }
            case CanvasAccessibleRef::Kind::Port: {
                st.focusable = true;
                const PortRef me { m_ref.node, m_ref.port, m_ref.output };
                const PortRef focus
                    = m_view->isKeyboardLinking() ? m_view->keyboardLinkTarget() : m_view->focusedPort();
                st.focused = viewFocused && focus == me;
                const PortVisual* p = portVisual(s->visual(m_ref.node), m_ref.port, m_ref.output);
                st.linked = p && p->linked;
                break;
            }
            case CanvasAccessibleRef::Kind::Link:
                st.selectable = true;
                st.selected = s->edgeItem(m_ref.edge)->isSelected();
                break;
            case CanvasAccessibleRef::Kind::Note: {
                NoteItem* n = s->noteItem(m_ref.note);
                st.selectable = true;
                st.selected = n->isSelected();
                st.focusable = true;
                st.focused = viewFocused && m_view->currentItem() == n;
                st.movable = !s->isReadOnly();
                st.sizeable = !s->isReadOnly();
                break;
            }
            }
            return st;
        }

        void* interface_cast(QAccessible::InterfaceType t) override
        {
            if (t == QAccessible::ActionInterface)
                return static_cast<QAccessibleActionInterface*>(this);
            return nullptr;
        }

        QStringList actionNames() const override
        {
            switch (m_ref.kind) {
            case CanvasAccessibleRef::Kind::Node:
            case CanvasAccessibleRef::Kind::Port:
            case CanvasAccessibleRef::Kind::Note:
                return { pressAction(), setFocusAction() };
            case CanvasAccessibleRef::Kind::Link:
                return { setFocusAction() };
            }
            return {};
        }

        QString localizedActionDescription(const QString& action) const override
        {
            if (action == pressAction()) {
                switch (m_ref.kind) {
                case CanvasAccessibleRef::Kind::Node:
                    return tr("Open the step (its source, or the pipeline inside)");
                case CanvasAccessibleRef::Kind::Port:
                    return tr("Start a link from this port");
                case CanvasAccessibleRef::Kind::Note:
                    return tr("Edit the note");
                default:
                    break;
                }
            }
            if (action == setFocusAction())
                return tr("Select");
            return QAccessibleActionInterface::localizedActionDescription(action);
        }

        void doAction(const QString& action) override
        {
            CanvasScene* s = scene();
            if (!s || !isValid())
                return;
            const bool press = action == pressAction();
            if (!press && action != setFocusAction())
                return;
            switch (m_ref.kind) {
            case CanvasAccessibleRef::Kind::Node:
                m_view->setCurrentItem(s->nodeItem(m_ref.node));
                if (press)
                    Q_EMIT m_view->nodeActivated(m_ref.node);
                break;
            case CanvasAccessibleRef::Kind::Port:
                m_view->setFocusedPort(PortRef { m_ref.node, m_ref.port, m_ref.output });
                if (press)
                    m_view->startKeyboardLink();
                break;
            case CanvasAccessibleRef::Kind::Link:
                s->clearSelection();
                s->edgeItem(m_ref.edge)->setSelected(true);
                break;
            case CanvasAccessibleRef::Kind::Note:
                m_view->setCurrentItem(s->noteItem(m_ref.note));
                if (press)
                    m_view->editNote(m_ref.note);
                break;
            }
        }

        QStringList keyBindingsForAction(const QString& action) const override
        {
            if (action == pressAction() && m_ref.kind != CanvasAccessibleRef::Kind::Link)
                return { QStringLiteral("Return") };
            return {};
        }

    private:
        QString name(const CanvasScene* s) const
        {
            switch (m_ref.kind) {
            case CanvasAccessibleRef::Kind::Node:
                return nodeName(s, m_ref.node);
            case CanvasAccessibleRef::Kind::Port: {
                const NodeVisual* v = s->visual(m_ref.node);
                const PortVisual* p = portVisual(v, m_ref.port, m_ref.output);
                if (!v || !p)
                    return QString();
                QString text;
                if (v->kind == NodeKind::PipelineInput)
                    text = tr("Output of pipeline input %1").arg(v->name);
                else if (v->kind == NodeKind::PipelineOutput)
                    text = tr("Input of pipeline output %1").arg(v->name);
                else if (m_ref.output)
                    text = tr("Output %1 of %2").arg(p->name, v->name);
                else
                    text = tr("Input %1 of %2").arg(p->name, v->name);
                if (!p->type.isEmpty())
                    text += QStringLiteral(" (") + p->type + QLatin1Char(')');
                return text;
            }
            case CanvasAccessibleRef::Kind::Link:
                return tr("Link from %1 to %2")
                    .arg(endName(s->visual(m_ref.edge.from), m_ref.edge.fromPort),
                        endName(s->visual(m_ref.edge.to), m_ref.edge.toPort));
            case CanvasAccessibleRef::Kind::Note: {
                const CanvasAnnotation* a = s->canvasLayout() ? s->canvasLayout()->annotation(m_ref.note) : nullptr;
                QString first = a ? a->text.section(QLatin1Char('\n'), 0, 0).trimmed() : QString();
                if (first.size() > 80)
                    first = first.left(79) + QChar(0x2026);
                return first.isEmpty() ? tr("Note") : tr("Note: %1").arg(first);
            }
            }
            return QString();
        }

        static QString nodeName(const CanvasScene* s, NodeId id)
        {
            const NodeVisual* v = s->visual(id);
            if (!v)
                return QString();
            if (v->kind == NodeKind::PipelineInput)
                return v->subtitle.isEmpty() ? tr("Pipeline input %1").arg(v->name)
                                             : tr("Pipeline input %1 (%2)").arg(v->name, v->subtitle);
            if (v->kind == NodeKind::PipelineOutput)
                return v->subtitle.isEmpty() ? tr("Pipeline output %1").arg(v->name)
                                             : tr("Pipeline output %1 (%2)").arg(v->name, v->subtitle);
            // "Step train (command, component train_model 3)"
            const Step* step = s->document()->spec().step(v->name);
            QString component;
            if (step && step->resolved && step->resolved->name) {
                component = step->resolved->name.value;
                if (step->resolved->version)
                    component += QLatin1Char(' ') + step->resolved->version.value;
            } else if (step && step->component.kind == ComponentRef::Kind::Inline) {
                component.clear();
            } else if (step && step->component.kind == ComponentRef::Kind::File) {
                component = QFileInfo(step->component.field.value).fileName();
            } else if (step && step->component.kind != ComponentRef::Kind::None) {
                component = step->component.field.value;
            }
            const QString kind = stepKindName(v->stepKind);
            if (component.isEmpty())
                return step && step->component.kind == ComponentRef::Kind::Inline
                    ? tr("Step %1 (%2, inline component)").arg(v->name, kind)
                    : tr("Step %1 (%2)").arg(v->name, kind);
            return tr("Step %1 (%2, component %3)").arg(v->name, kind, component);
        }

        QString description(const CanvasScene* s) const
        {
            QStringList parts;
            switch (m_ref.kind) {
            case CanvasAccessibleRef::Kind::Node: {
                const NodeVisual* v = s->visual(m_ref.node);
                if (!v)
                    break;
                if (!v->compute.isEmpty())
                    parts << (v->computeInherited ? tr("runs on %1 (pipeline default)") : tr("runs on %1"))
                                 .arg(v->compute);
                if (v->errors)
                    parts << tr("%n error(s)", nullptr, v->errors);
                if (v->warnings)
                    parts << tr("%n warning(s)", nullptr, v->warnings);
                parts << v->problems;
                if (!v->description.isEmpty())
                    parts << v->description.left(300);
                if (!v->componentFile.isEmpty() || v->inlinePipeline)
                    parts << tr("Press Enter to open the pipeline inside");
                break;
            }
            case CanvasAccessibleRef::Kind::Port: {
                const PortVisual* p = portVisual(s->visual(m_ref.node), m_ref.port, m_ref.output);
                if (!p)
                    break;
                QStringList ends;
                for (EdgeItem* e : s->edgeItems()) {
                    const GraphEdge& g = e->edge();
                    if (!m_ref.output && g.to == m_ref.node && g.toPort == m_ref.port)
                        ends << endName(s->visual(g.from), g.fromPort);
                    else if (m_ref.output && g.from == m_ref.node && g.fromPort == m_ref.port)
                        ends << endName(s->visual(g.to), g.toPort);
                }
                ends.sort();
                if (!ends.isEmpty())
                    parts << (m_ref.output ? tr("linked to %1") : tr("linked from %1")).arg(ends.join(QStringLiteral(", ")));
                else if (!p->value.isEmpty())
                    parts << tr("value %1").arg(p->value);
                else if (!p->bound && !m_ref.output)
                    parts << tr("not set");
                if (!p->problemText.isEmpty())
                    parts << p->problemText;
                break;
            }
            case CanvasAccessibleRef::Kind::Link:
                break;
            case CanvasAccessibleRef::Kind::Note:
                if (const CanvasAnnotation* a
                    = s->canvasLayout() ? s->canvasLayout()->annotation(m_ref.note) : nullptr)
                    parts << a->text;
                break;
            }
            return parts.join(QStringLiteral("; "));
        }

        QString help() const
        {
            switch (m_ref.kind) {
            case CanvasAccessibleRef::Kind::Node:
                return tr("Tab: next node. Period and comma: step through its ports. Enter: open. F2: rename. "
                          "Arrow keys: move.");
            case CanvasAccessibleRef::Kind::Port:
                return tr("Enter: choose a port to link this one to (Tab to the next, Enter to link). "
                          "Ctrl+L: link with a dialog. Delete: remove its links.");
            case CanvasAccessibleRef::Kind::Note:
                return tr("Enter: edit. Arrow keys: move. Alt+arrow keys: resize.");
            case CanvasAccessibleRef::Kind::Link:
                return tr("Delete: remove the link.");
            }
            return QString();
        }

        QPointer<CanvasView> m_view;
        CanvasAccessibleRef m_ref;
    };

    // ----- the view ----------------------------------------------------------------------------------

    class CanvasViewAccessible : public QAccessibleWidget {
    public:
        explicit CanvasViewAccessible(CanvasView* view)
            : QAccessibleWidget(view, QAccessible::Canvas)
            , m_view(view)
        {
            liveInterfaces().insert(view, this);
        }

        ~CanvasViewAccessible() override
        {
            // the key may already point at a newer interface of a view at the same address
            auto it = liveInterfaces().find(m_rawView);
            if (it != liveInterfaces().end() && it.value() == this)
                liveInterfaces().erase(it);
            for (QAccessible::Id id : std::as_const(m_ids))
                QAccessible::deleteAccessibleInterface(id);
        }

        CanvasView* canvasView() const { return m_view; }

        QAccessibleInterface* interfaceFor(const CanvasAccessibleRef& ref)
        {
            const QString key = ref.key();
            if (auto it = m_ids.constFind(key); it != m_ids.constEnd()) {
                if (QAccessibleInterface* iface = QAccessible::accessibleInterface(*it))
                    return iface;
                m_ids.remove(key);
            }
            auto* iface = new CanvasItemAccessible(m_view, ref);
            if (!iface->isValid()) {
                delete iface;
                return nullptr;
            }
            m_ids.insert(key, QAccessible::registerAccessibleInterface(iface));
            return iface;
        }

        /// Forget what is gone; the order of children is read again.
        void itemsChanged()
        {
            m_refs.clear();
            m_index.clear();
            m_refsValid = false;
            for (auto it = m_ids.begin(); it != m_ids.end();) {
                QAccessibleInterface* iface = QAccessible::accessibleInterface(*it);
                if (iface && iface->isValid()) {
                    ++it;
                    continue;
                }
                if (iface)
                    QAccessible::deleteAccessibleInterface(*it);
                it = m_ids.erase(it);
            }
        }

        int childCount() const override { return int(refs().size()) + QAccessibleWidget::childCount(); }

        QAccessibleInterface* child(int index) const override
        {
            const QList<CanvasAccessibleRef>& r = refs();
            if (index < 0)
                return nullptr;
            if (index < r.size())
                return const_cast<CanvasViewAccessible*>(this)->interfaceFor(r[index]);
            return QAccessibleWidget::child(index - int(r.size()));
        }

        int indexOfChild(const QAccessibleInterface* iface) const override
        {
            CanvasAccessibleRef r;
            if (CanvasAccessibility::refOf(iface, &r)) {
                if (r.kind == CanvasAccessibleRef::Kind::Port)
                    return -1;
                refs();
                return m_index.value(r.key(), -1);
            }
            const int i = QAccessibleWidget::indexOfChild(iface);
            return i < 0 ? -1 : i + int(refs().size());
        }

        QAccessibleInterface* childAt(int x, int y) const override
        {
            CanvasScene* s = m_view ? m_view->canvasScene() : nullptr;
            if (!s)
                return QAccessibleWidget::childAt(x, y);
            const QPoint inViewport = m_view->viewport()->mapFromGlobal(QPoint(x, y));
            if (!m_view->viewport()->rect().contains(inViewport))
                return QAccessibleWidget::childAt(x, y);
            const QPointF p = m_view->mapToScene(inViewport);
            auto* self = const_cast<CanvasViewAccessible*>(this);
            if (NodeItem* n = s->nodeAt(p))
                return self->interfaceFor(CanvasAccessibleRef::forNode(n->id()));
            for (QGraphicsItem* item : s->items(p))
                if (item->type() == NoteItem::Type)
                    return self->interfaceFor(CanvasAccessibleRef::forNote(static_cast<NoteItem*>(item)->id()));
            // links are drawn by the scene, not items: it finds the one under the point itself
            if (EdgeItem* e = s->edgeAt(p))
                return self->interfaceFor(CanvasAccessibleRef::forLink(e->edge()));
            return nullptr;
        }

        QAccessibleInterface* focusChild() const override
        {
            if (!m_view || !m_view->hasFocus())
                return QAccessibleWidget::focusChild();
            if (QAccessibleInterface* item = focusedItem())
                return item;
            return QAccessibleWidget::focusChild();
        }

        /// The node, port or note with the keyboard focus, or nullptr.
        QAccessibleInterface* focusedItem() const
        {
            CanvasScene* s = m_view ? m_view->canvasScene() : nullptr;
            if (!s)
                return nullptr;
            auto* self = const_cast<CanvasViewAccessible*>(this);
            const PortRef port = m_view->isKeyboardLinking() ? m_view->keyboardLinkTarget() : m_view->focusedPort();
            if (port.isValid())
                return self->interfaceFor(CanvasAccessibleRef::forPort(port));
            QGraphicsItem* current = m_view->currentItem();
            if (current && current->type() == NodeItem::Type)
                return self->interfaceFor(CanvasAccessibleRef::forNode(static_cast<NodeItem*>(current)->id()));
            if (current && current->type() == NoteItem::Type)
                return self->interfaceFor(CanvasAccessibleRef::forNote(static_cast<NoteItem*>(current)->id()));
            return nullptr;
        }

    private:
        const QList<CanvasAccessibleRef>& refs() const
        {
            if (m_refsValid)
                return m_refs;
            m_refs.clear();
            m_index.clear();
            m_refsValid = true;
            CanvasScene* s = m_view ? m_view->canvasScene() : nullptr;
            if (!s)
                return m_refs;
            // nodes in the document's order (pipeline inputs, steps, pipeline outputs), then links, then notes
            const PipelineGraph& g = s->document()->graph();
            for (const GraphNode& n : g.nodes())
                if (s->nodeItem(n.id))
                    m_refs << CanvasAccessibleRef::forNode(n.id);
            for (const GraphEdge& e : g.edges())
                if (s->edgeItem(e))
                    m_refs << CanvasAccessibleRef::forLink(e);
            if (s->canvasLayout())
                for (const CanvasAnnotation& a : s->canvasLayout()->annotations())
                    if (s->noteItem(a.id))
                        m_refs << CanvasAccessibleRef::forNote(a.id);
            for (int i = 0; i < m_refs.size(); ++i)
                m_index.insert(m_refs[i].key(), i);
            return m_refs;
        }

        QPointer<CanvasView> m_view;
        const CanvasView* m_rawView = m_view.data();
        QHash<QString, QAccessible::Id> m_ids;
        mutable QList<CanvasAccessibleRef> m_refs;
        mutable QHash<QString, int> m_index;
        mutable bool m_refsValid = false;
    };

    QAccessibleInterface* canvasFactory(const QString& className, QObject* object)
    {
        if (className == QLatin1String("pw::CanvasView") && object && object->isWidgetType())
            if (auto* view = qobject_cast<CanvasView*>(object))
                return new CanvasViewAccessible(view);
        return nullptr;
    }

} // namespace

QString CanvasAccessibleRef::key() const
{
    switch (kind) {
    case Kind::Node:
        return QStringLiteral("n:") + QString::number(node);
    case Kind::Port:
        return QStringLiteral("p:") + QString::number(node) + (output ? QStringLiteral(":o:") : QStringLiteral(":i:"))
            + port;
    case Kind::Link:
        return QStringLiteral("e:") + QString::number(edge.from) + QLatin1Char('\x1f') + edge.fromPort
            + QLatin1Char('\x1f') + QString::number(edge.to) + QLatin1Char('\x1f') + edge.toPort;
    case Kind::Note:
        return QStringLiteral("a:") + QString::number(note);
    }
    return QString();
}

CanvasAccessibleRef CanvasAccessibleRef::forNode(NodeId id)
{
    CanvasAccessibleRef r;
    r.kind = Kind::Node;
    r.node = id;
    return r;
}

CanvasAccessibleRef CanvasAccessibleRef::forPort(const PortRef& port)
{
    CanvasAccessibleRef r;
    r.kind = Kind::Port;
    r.node = port.node;
    r.port = port.port;
    r.output = port.output;
    return r;
}

CanvasAccessibleRef CanvasAccessibleRef::forLink(const GraphEdge& edge)
{
    CanvasAccessibleRef r;
    r.kind = Kind::Link;
    r.edge = edge;
    return r;
}

CanvasAccessibleRef CanvasAccessibleRef::forNote(quint32 id)
{
    CanvasAccessibleRef r;
    r.kind = Kind::Note;
    r.note = id;
    return r;
}

namespace CanvasAccessibility {

    void attach(CanvasView* view)
    {
        static bool installed = false;
        if (!installed) {
            installed = true;
            QAccessible::installFactory(canvasFactory);
        }
        // an interface made while the view was still being constructed (as a plain widget) is replaced
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(view);
        if (iface && !dynamic_cast<CanvasViewAccessible*>(iface))
            QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(iface));
    }

    void itemsChanged(CanvasView* view)
    {
        if (CanvasViewAccessible* iface = liveInterfaces().value(view))
            iface->itemsChanged();
    }

    void focusChanged(CanvasView* view)
    {
        if (!QAccessible::isActive() || !view)
            return;
        auto* iface = dynamic_cast<CanvasViewAccessible*>(QAccessible::queryAccessibleInterface(view));
        if (!iface)
            return;
        if (QAccessibleInterface* item = iface->focusedItem()) {
            QAccessibleEvent event(item, QAccessible::Focus);
            QAccessible::updateAccessibility(&event);
        }
    }

    QAccessibleInterface* interfaceFor(CanvasView* view, const CanvasAccessibleRef& ref)
    {
        auto* iface = dynamic_cast<CanvasViewAccessible*>(QAccessible::queryAccessibleInterface(view));
        return iface ? iface->interfaceFor(ref) : nullptr;
    }

    bool refOf(const QAccessibleInterface* iface, CanvasAccessibleRef* ref)
    {
        const auto* item = dynamic_cast<const CanvasItemAccessible*>(iface);
        if (!item)
            return false;
        if (ref)
            *ref = item->ref();
        return true;
    }

} // namespace CanvasAccessibility

} // namespace pw
