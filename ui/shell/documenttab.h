// SPDX-License-Identifier: MIT
#pragma once

#include <QTimer>
#include <QWidget>

class QSplitter;

namespace pw {

class CanvasLayout;
class CanvasWidget;
class FindBar;
class PipelineDocument;
class YamlEditor;

/// One open pipeline in the central tabs: its canvas with the YAML source beside it (either can be hidden).
/// Typing reaches the document after a short pause, as one undoable step; changes made to the document
/// elsewhere (the canvas, undo, redo, other panels) are merged into the editor without moving the cursor.
/// Node places and notes live in the sidecar layout, saved together with the file.
class DocumentTab : public QWidget
{
    Q_OBJECT
public:
    enum class ViewMode { CanvasAndSource, CanvasOnly, SourceOnly };

    /// Takes ownership of the document.
    explicit DocumentTab(PipelineDocument* document, QWidget* parent = nullptr);
    ~DocumentTab() override;

    PipelineDocument* document() const { return m_document; }
    YamlEditor* editor() const { return m_editor; }
    FindBar* findBar() const { return m_findBar; }
    CanvasWidget* canvas() const { return m_canvas; }
    CanvasLayout* canvasLayout() const { return m_layout; }
    QSplitter* splitter() const { return m_splitter; }

    ViewMode viewMode() const { return m_viewMode; }
    void setViewMode(ViewMode mode);
    /// Why the sidecar layout could not be read (empty when it was fine or absent).
    QString layoutError() const { return m_layoutError; }
    /// Write the sidecar layout next to the document's file (after the file itself was saved).
    bool saveLayout(QString* error);

    /// Unsaved changes: in the document, or typed and not yet handed to it.
    bool isModified() const;
    bool hasPendingEdits() const { return m_pending; }
    /// Hand the typed text to the document now (before save, undo, validate, close).
    void flushPendingEdits();
    /// Pause after the last keystroke before the text reaches the document.
    void setEditDelay(int milliseconds) { m_debounce.setInterval(milliseconds); }
    int editDelay() const { return m_debounce.interval(); }

    /// "name.yml" with a trailing "*" when modified.
    QString title() const;
    void showFindBar();

Q_SIGNALS:
    void viewModeChanged(pw::DocumentTab::ViewMode mode);
    void modifiedChanged(bool modified);
    /// Typed text is waiting for the pause before it reaches the document (or has just reached it).
    void pendingEditsChanged(bool pending);
    void cursorPositionChanged(int line, int column);

private:
    void onEditorTextEdited();
    void onDocumentChanged();
    void updateDiagnostics();
    void updateModified();
    QString documentText();
    QByteArray editorBytes() const;

    PipelineDocument* m_document;
    CanvasLayout* m_layout;
    QSplitter* m_splitter;
    CanvasWidget* m_canvas;
    QWidget* m_source;
    YamlEditor* m_editor;
    FindBar* m_findBar;
    ViewMode m_viewMode = ViewMode::CanvasAndSource;
    QString m_layoutError;
    QTimer m_debounce;
    bool m_pending = false;
    bool m_applying = false; // the editor is being updated from the document
    bool m_pushing = false; // the document is being updated from the editor
    bool m_crlf = false; // the file uses CRLF line ends; the editor works with LF
    bool m_lastModified = false;
};

} // namespace pw
