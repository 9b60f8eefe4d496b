// SPDX-License-Identifier: MIT
#pragma once

#include "canvaseditor.h"
#include "pipelinegraph.h"

#include <QString>

class QAccessibleInterface;

namespace pw {

class CanvasView;

/// One thing on the canvas as assistive technology sees it: a node, one of its ports, a link or a note.
struct CanvasAccessibleRef {
    enum class Kind { Node, Port, Link, Note };
    Kind kind = Kind::Node;
    NodeId node = InvalidNodeId; // Node, Port
    QString port; // Port
    bool output = false; // Port
    GraphEdge edge; // Link
    quint32 note = 0; // Note
    /// Stable across edits (node ids are), so that an interface outlives re-reads of the document.
    QString key() const;
    static CanvasAccessibleRef forNode(NodeId id);
    static CanvasAccessibleRef forPort(const PortRef& port);
    static CanvasAccessibleRef forLink(const GraphEdge& edge);
    static CanvasAccessibleRef forNote(quint32 id);
};

/// Accessibility of the canvas. Qt gives graphics items no accessible interfaces, so the view's interface (a
/// QAccessibleWidget made by a factory installed here) presents the nodes, links and notes as its children and
/// the ports as children of their nodes, each with a role, a name, a state and a place on the screen; it tells
/// assistive technology when the keyboard focus moves from one to another.
namespace CanvasAccessibility {
    /// Install the interface factory (once per process) and make sure `view` gets its interface from it.
    void attach(CanvasView* view);
    /// The canvas changed (nodes, links or notes came or went, or another scene is shown).
    void itemsChanged(CanvasView* view);
    /// The keyboard focus moved to another node, port or note: a Focus event for it.
    void focusChanged(CanvasView* view);
    /// The interface of one item (created on first use and kept while the item exists); nullptr when the
    /// view has no such item.
    QAccessibleInterface* interfaceFor(CanvasView* view, const CanvasAccessibleRef& ref);
    /// The reference behind an item's interface; false for interfaces that are not canvas items.
    bool refOf(const QAccessibleInterface* iface, CanvasAccessibleRef* ref);
} // namespace CanvasAccessibility

} // namespace pw
