// SPDX-License-Identifier: MIT
#include "documenttab.h"
#include "findbar.h"
#include "pipelinedocument.h"
#include "yamleditor.h"

#include <QFileInfo>
#include <QVBoxLayout>

namespace pw {

DocumentTab::DocumentTab(PipelineDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_editor(new YamlEditor(this))
    , m_findBar(new FindBar(m_editor, this))
{
    setObjectName(QStringLiteral("documentTab"));
    m_document->setParent(this);
    m_findBar->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_findBar);

    m_applying = true;
    m_editor->setPlainText(documentText());
    m_applying = false;
    updateDiagnostics();
    m_lastModified = isModified();

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(300);
    connect(&m_debounce, &QTimer::timeout, this, &DocumentTab::flushPendingEdits);
    connect(m_editor, &YamlEditor::textEdited, this, &DocumentTab::onEditorTextEdited);
    connect(m_editor, &QPlainTextEdit::cursorPositionChanged, this,
            [this] { Q_EMIT cursorPositionChanged(m_editor->currentLine(), m_editor->currentColumn()); });
    connect(m_document, &PipelineDocument::changed, this, &DocumentTab::onDocumentChanged);
    connect(m_document, &PipelineDocument::diagnosticsChanged, this, &DocumentTab::updateDiagnostics);
    connect(m_document, &PipelineDocument::modifiedChanged, this, &DocumentTab::updateModified);
    setFocusProxy(m_editor);
}

DocumentTab::~DocumentTab()
{
    // the document goes first so that nothing reacts to its last signals with a half-destroyed tab
    m_debounce.stop();
    disconnect(m_document, nullptr, this, nullptr);
    delete m_document;
}

QString DocumentTab::documentText()
{
    QString text = QString::fromUtf8(m_document->text());
    m_crlf = text.contains(QLatin1String("\r\n"));
    if (m_crlf)
        text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    return text;
}

QByteArray DocumentTab::editorBytes() const
{
    QString text = m_editor->sourceText();
    if (m_crlf)
        text.replace(QLatin1Char('\n'), QLatin1String("\r\n"));
    return text.toUtf8();
}

bool DocumentTab::isModified() const
{
    return m_pending || m_document->isModified();
}

QString DocumentTab::title() const
{
    return m_document->displayName() + (isModified() ? QStringLiteral("*") : QString());
}

void DocumentTab::showFindBar()
{
    m_findBar->activate();
}

void DocumentTab::onEditorTextEdited()
{
    if (m_applying)
        return;
    m_debounce.start();
    if (!m_pending) {
        m_pending = true;
        Q_EMIT pendingEditsChanged(true);
    }
    updateModified();
}

void DocumentTab::flushPendingEdits()
{
    m_debounce.stop();
    if (!m_pending)
        return;
    m_pending = false;
    const QByteArray bytes = editorBytes();
    if (bytes != m_document->text()) {
        m_pushing = true;
        m_document->replaceText(bytes, tr("Typing"));
        m_pushing = false;
    }
    updateModified();
    Q_EMIT pendingEditsChanged(false);
}

void DocumentTab::onDocumentChanged()
{
    if (m_pushing)
        return;
    // typed text not handed over yet would be lost: keep it as the newer version
    if (m_pending)
        return;
    m_applying = true;
    m_editor->replaceAllText(documentText());
    m_applying = false;
}

void DocumentTab::updateDiagnostics()
{
    Diagnostics mine;
    const QString path = m_document->filePath();
    const QString canonical = QFileInfo(path).canonicalFilePath();
    for (const Diagnostic& d : m_document->diagnostics()) {
        if (d.file.isEmpty() || d.file == path || (!canonical.isEmpty() && QFileInfo(d.file).canonicalFilePath() == canonical))
            mine.append(d);
    }
    m_editor->setDiagnostics(mine);
}

void DocumentTab::updateModified()
{
    const bool modified = isModified();
    if (modified == m_lastModified)
        return;
    m_lastModified = modified;
    Q_EMIT modifiedChanged(modified);
}

} // namespace pw
