// SPDX-License-Identifier: MIT
#pragma once

#include <QTimer>
#include <QWidget>

namespace pw {

class FindBar;
class PipelineDocument;
class YamlEditor;

/// One open pipeline in the central tabs: for now its YAML source. Typing reaches the document after a
/// short pause, as one undoable step; changes made to the document elsewhere (undo, redo, other panels)
/// are merged into the editor without moving the cursor.
class DocumentTab : public QWidget
{
    Q_OBJECT
public:
    /// Takes ownership of the document.
    explicit DocumentTab(PipelineDocument* document, QWidget* parent = nullptr);
    ~DocumentTab() override;

    PipelineDocument* document() const { return m_document; }
    YamlEditor* editor() const { return m_editor; }
    FindBar* findBar() const { return m_findBar; }

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
    YamlEditor* m_editor;
    FindBar* m_findBar;
    QTimer m_debounce;
    bool m_pending = false;
    bool m_applying = false; // the editor is being updated from the document
    bool m_pushing = false; // the document is being updated from the editor
    bool m_crlf = false; // the file uses CRLF line ends; the editor works with LF
    bool m_lastModified = false;
};

} // namespace pw
