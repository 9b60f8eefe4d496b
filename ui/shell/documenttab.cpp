// SPDX-License-Identifier: MIT
#include "documenttab.h"
#include "canvaslayout.h"
#include "canvasscene.h"
#include "canvaswidget.h"
#include "findbar.h"
#include "pipelinedocument.h"
#include "yamleditor.h"

#include <QFileInfo>
#include <QSplitter>
#include <QVBoxLayout>

namespace pw {

DocumentTab::DocumentTab(PipelineDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_layout(new CanvasLayout(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_canvas(nullptr)
    , m_source(new QWidget(m_splitter))
    , m_editor(new YamlEditor(m_source))
    , m_findBar(new FindBar(m_editor, m_source))
{
    setObjectName(QStringLiteral("documentTab"));
    m_document->setParent(this);
    m_findBar->hide();
    if (!m_document->filePath().isEmpty())
        m_layout->load(m_document->filePath(), &m_layoutError);
    m_canvas = new CanvasWidget(m_document, m_layout, m_splitter);

    auto* sourceLayout = new QVBoxLayout(m_source);
    sourceLayout->setContentsMargins(0, 0, 0, 0);
    sourceLayout->setSpacing(0);
    sourceLayout->addWidget(m_editor, 1);
    sourceLayout->addWidget(m_findBar);
    m_splitter->setObjectName(QStringLiteral("documentSplitter"));
    m_splitter->addWidget(m_canvas);
    m_splitter->addWidget(m_source);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({640, 320});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_splitter, 1);
    // a file that is not a pipeline (a component, other YAML) has no graph: start with its source
    if (m_document->isParsed() && !m_document->isPipeline() && !m_document->text().trimmed().isEmpty())
        setViewMode(ViewMode::SourceOnly);

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

void DocumentTab::setViewMode(ViewMode mode)
{
    if (mode == m_viewMode && m_canvas->isVisibleTo(this) == (mode != ViewMode::SourceOnly))
        return;
    m_viewMode = mode;
    m_canvas->setVisible(mode != ViewMode::SourceOnly);
    m_source->setVisible(mode != ViewMode::CanvasOnly);
    Q_EMIT viewModeChanged(mode);
}

bool DocumentTab::saveLayout(QString* error)
{
    if (m_document->filePath().isEmpty())
        return true;
    QStringList keep;
    for (const auto& n : m_document->graph().nodes()) {
        switch (n.kind) {
        case NodeKind::Step:
            keep << CanvasLayout::stepKey(n.name);
            break;
        case NodeKind::PipelineInput:
            keep << CanvasLayout::inputKey(n.name);
            break;
        case NodeKind::PipelineOutput:
            keep << CanvasLayout::outputKey(n.name);
            break;
        }
    }
    if (keep.isEmpty())
        keep << QString(); // nothing to keep (an empty list would keep everything)
    return m_layout->save(m_document->filePath(), error, keep);
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
