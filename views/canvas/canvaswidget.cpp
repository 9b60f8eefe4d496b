// SPDX-License-Identifier: MIT
#include "canvaswidget.h"

#include "canvaslayout.h"
#include "canvasscene.h"
#include "canvasview.h"
#include "minimap.h"
#include "pipelinedocument.h"

#include <QAccessible>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWidgetAction>

namespace pw {

CanvasWidget::CanvasWidget(PipelineDocument* document, CanvasLayout* layout, QWidget* parent)
    : QWidget(parent)
    , m_view(new CanvasView(this))
    , m_minimap(new Minimap(m_view))
    , m_bar(new QWidget(this))
    , m_crumbs(new QHBoxLayout)
    , m_zoomLabel(new QLabel(m_bar))
    , m_legendButton(new QToolButton(m_bar))
    , m_openFileButton(new QToolButton(m_bar))
    , m_messageLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("canvasWidget"));
    qRegisterMetaType<pw::PipelineDocument*>("pw::PipelineDocument*");
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);

    m_bar->setObjectName(QStringLiteral("canvasBar"));
    m_bar->setAutoFillBackground(true);
    m_bar->setBackgroundRole(QPalette::Window);
    auto* bar = new QHBoxLayout(m_bar);
    bar->setContentsMargins(6, 2, 6, 2);
    bar->setSpacing(4);
    m_crumbs->setSpacing(2);
    bar->addLayout(m_crumbs);
    m_openFileButton->setObjectName(QStringLiteral("openNestedFileButton"));
    m_openFileButton->setAutoRaise(true);
    connect(m_openFileButton, &QToolButton::clicked, this, [this] {
        if (!m_levels.isEmpty() && !m_levels.last().file.isEmpty())
            Q_EMIT openFileRequested(m_levels.last().file);
    });
    bar->addWidget(m_openFileButton);
    bar->addStretch(1);
    m_zoomLabel->setObjectName(QStringLiteral("canvasZoomLabel"));
    m_zoomLabel->setForegroundRole(QPalette::PlaceholderText);
    bar->addWidget(m_zoomLabel);
    m_legendButton->setObjectName(QStringLiteral("canvasLegendButton"));
    m_legendButton->setAutoRaise(true);
    m_legendButton->setPopupMode(QToolButton::InstantPopup);
    bar->addWidget(m_legendButton);
    outer->addWidget(m_bar);
    outer->addWidget(m_view, 1);

    m_messageLabel->setObjectName(QStringLiteral("canvasMessage"));
    m_messageLabel->setWordWrap(true);
    m_messageLabel->setContentsMargins(8, 4, 8, 4);
    m_messageLabel->setAutoFillBackground(true);
    m_messageLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_messageLabel->hide();
    outer->addWidget(m_messageLabel);
    m_messageTimer.setSingleShot(true);
    m_messageTimer.setInterval(8000);
    connect(&m_messageTimer, &QTimer::timeout, m_messageLabel, &QWidget::hide);

    Level root;
    root.document = document;
    root.layout = layout;
    root.scene = new CanvasScene(document, layout, this);
    root.title = document->displayName();
    m_levels << root;
    m_view->setCanvasScene(root.scene);

    connect(root.scene, &QGraphicsScene::selectionChanged, this, [this, s = root.scene] {
        if (scene() != s)
            return;
        Q_EMIT selectedStepsChanged(s->selectedStepNames());
    });
    watchScene(root.scene);
    if (layout)
        connect(layout, &CanvasLayout::positionsChanged, m_minimap, [this] { m_minimap->update(); });
    connect(document, &PipelineDocument::filePathChanged, this, [this, document] {
        m_levels.first().title = document->displayName();
        rebuildBreadcrumb();
    });
    connect(m_view, &CanvasView::nodeActivated, this, &CanvasWidget::onNodeActivated);
    connect(m_view, &CanvasView::message, this, &CanvasWidget::showMessage);
    connect(m_view, &CanvasView::zoomChanged, this, &CanvasWidget::updateZoomLabel);
    connect(m_view, &CanvasView::quickAddRequested, this, [this](const QString& text) {
        if (depth() == 0)
            Q_EMIT quickAddRequested(text);
    });
    connect(m_view, &CanvasView::linkDroppedOnEmpty, this, [this](const PortRef& from, const QPointF& at) {
        if (depth() == 0)
            Q_EMIT linkDroppedOnEmpty(from, at);
    });
    retranslateUi();
}

void CanvasWidget::watchScene(CanvasScene* s)
{
    // every level: what is selected there is described and announced while that level is shown
    connect(s, &QGraphicsScene::selectionChanged, this, [this, s] {
        if (scene() != s)
            return;
        describeSelection();
        emitCurrentSelection();
    });
    connect(s, &CanvasScene::message, this, &CanvasWidget::showMessage);
    connect(s, &CanvasScene::synced, m_minimap, &Minimap::refresh);
    connect(s, &QGraphicsScene::selectionChanged, m_minimap, [this] { m_minimap->update(); });
}

void CanvasWidget::emitCurrentSelection()
{
    CanvasScene* s = scene();
    Q_EMIT currentSelectionChanged(s->document(), s->selectedStepNames(), s->isReadOnly());
}

CanvasWidget::~CanvasWidget()
{
    m_view->setScene(nullptr);
    for (Level& l : m_levels) {
        delete l.scene;
        l.scene = nullptr;
        if (l.owned) {
            delete l.layout;
            delete l.document;
        }
    }
}

CanvasScene* CanvasWidget::scene() const
{
    return m_levels.last().scene;
}

CanvasScene* CanvasWidget::rootScene() const
{
    return m_levels.first().scene;
}

QStringList CanvasWidget::breadcrumb() const
{
    QStringList out;
    for (const Level& l : m_levels)
        out << l.title;
    return out;
}

void CanvasWidget::retranslateUi()
{
    m_openFileButton->setText(tr("Open File"));
    m_openFileButton->setToolTip(tr("Open this pipeline component in its own tab to edit it"));
    m_legendButton->setText(tr("Legend"));
    m_legendButton->setToolTip(tr("What the colours of ports and links mean"));
    auto* menu = new QMenu(m_legendButton);
    auto* action = new QWidgetAction(menu);
    auto* legend = new QLabel;
    legend->setObjectName(QStringLiteral("canvasLegend"));
    legend->setContentsMargins(10, 8, 10, 8);
    const CanvasTheme& t = rootScene()->theme();
    auto row = [&](const QString& type, const QString& text) {
        return QStringLiteral("<tr><td style='color:%1; font-size:large'>●</td><td>%2</td></tr>")
            .arg(t.portColor(type).name(), text.toHtmlEscaped());
    };
    legend->setText(QStringLiteral("<table cellspacing='3'>")
        + row(QStringLiteral("uri_folder"), tr("Data: uri_file, uri_folder, mltable"))
        + row(QStringLiteral("custom_model"), tr("Model: mlflow_model, custom_model, triton_model"))
        + row(QStringLiteral("string"), tr("Value: integer, number, string, boolean"))
        + row(QString(), tr("Other or not declared")) + QStringLiteral("</table><p>")
        + tr("A filled port has a value or a link; a hollow one is not set.").toHtmlEscaped() + QStringLiteral("</p>"));
    action->setDefaultWidget(legend);
    menu->addAction(action);
    delete m_legendButton->menu();
    m_legendButton->setMenu(menu);
    updateZoomLabel();
    rebuildBreadcrumb();
}

void CanvasWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // what the nodes say ("inline parallel", a run's status) in the new language, now rather than at the next edit
        for (Level& l : m_levels)
            if (l.scene && l.document) {
                l.scene->sync();
                l.scene->update();
            }
    }
    if (event->type() == QEvent::PaletteChange) {
        const CanvasTheme theme = CanvasTheme::fromPalette(palette(), font());
        for (Level& l : m_levels)
            l.scene->setTheme(theme);
    }
    QWidget::changeEvent(event);
}

void CanvasWidget::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (!m_fitted) {
        m_fitted = true;
        m_view->fitReadable();
    }
}

void CanvasWidget::updateZoomLabel()
{
    //: zoom level of the canvas
    m_zoomLabel->setText(tr("%1 %").arg(qRound(m_view->zoom() * 100)));
}

void CanvasWidget::rebuildBreadcrumb()
{
    while (QLayoutItem* item = m_crumbs->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (int i = 0; i < m_levels.size(); ++i) {
        if (i > 0) {
            auto* sep = new QLabel(QStringLiteral("›"), m_bar);
            sep->setForegroundRole(QPalette::PlaceholderText);
            m_crumbs->addWidget(sep);
        }
        const bool current = i == m_levels.size() - 1;
        if (current) {
            // where we are: a name, not a button
            auto* here = new QLabel(m_levels[i].title, m_bar);
            here->setObjectName(QStringLiteral("breadcrumb%1").arg(i));
            QFont f = here->font();
            f.setWeight(QFont::DemiBold);
            here->setFont(f);
            here->setContentsMargins(4, 0, 4, 0);
            here->setToolTip(i == 0 ? tr("The pipeline of this file")
                    : m_levels[i].file.isEmpty()
                    ? tr("The pipeline defined inside step %1 (read-only here)").arg(m_levels[i].title)
                    : tr("Pipeline component %1 (read-only here)").arg(QDir::toNativeSeparators(m_levels[i].file)));
            m_crumbs->addWidget(here);
            continue;
        }
        auto* b = new QToolButton(m_bar);
        b->setObjectName(QStringLiteral("breadcrumb%1").arg(i));
        b->setAutoRaise(true);
        b->setText(m_levels[i].title);
        if (i == 0)
            b->setToolTip(tr("The pipeline of this file"));
        else if (m_levels[i].file.isEmpty())
            b->setToolTip(tr("The pipeline defined inside step %1 (read-only here)").arg(m_levels[i].title));
        else
            b->setToolTip(tr("Pipeline component %1 (read-only here)").arg(QDir::toNativeSeparators(m_levels[i].file)));
        connect(b, &QToolButton::clicked, this, [this, i] { goToLevel(i); });
        m_crumbs->addWidget(b);
    }
    // a pipeline defined inside its step has no file of its own: it is edited in the YAML source
    m_openFileButton->setVisible(m_levels.size() > 1 && !m_levels.last().file.isEmpty());
}

void CanvasWidget::describeSelection()
{
    // what a screen reader says about the selection: the node, what it runs, its problems
    CanvasScene* s = scene();
    const QList<NodeId> nodes = s->selectedNodes();
    QString text;
    if (nodes.size() == 1) {
        if (const NodeVisual* v = s->visual(nodes.first())) {
            text = v->subtitle.isEmpty() ? v->name : tr("%1, %2").arg(v->name, v->subtitle);
            if (v->errors)
                text += QStringLiteral(", ") + tr("%n error(s)", nullptr, v->errors);
            if (v->warnings)
                text += QStringLiteral(", ") + tr("%n warning(s)", nullptr, v->warnings);
        }
    } else if (nodes.size() > 1) {
        text = tr("%n nodes selected", nullptr, int(nodes.size()));
    }
    m_view->setAccessibleDescription(text);
    QAccessibleEvent event(m_view, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}

void CanvasWidget::onNodeActivated(NodeId id)
{
    CanvasScene* s = scene();
    const NodeVisual* v = s->visual(id);
    if (!v)
        return;
    if (!v->componentFile.isEmpty() || v->inlinePipeline) {
        openNested(v->name);
        return;
    }
    if (depth() == 0 && v->kind == NodeKind::Step)
        Q_EMIT stepActivated(v->name);
}

bool CanvasWidget::openNested(const QString& stepName)
{
    CanvasScene* s = scene();
    const NodeVisual* v = s->visual(s->findStep(stepName));
    if (!v || (v->componentFile.isEmpty() && !v->inlinePipeline)) {
        showMessage(tr("Step %1 does not use a pipeline component.").arg(stepName), true);
        return false;
    }
    auto* doc = new PipelineDocument(this);
    doc->setComponentCache(s->document()->componentCache());
    auto* layout = new CanvasLayout(this);
    const bool inlinePipeline = v->componentFile.isEmpty();
    if (inlinePipeline) {
        // the pipeline written inside the step: its own text, read against the file it is in (relative component
        // paths resolve from there); its places are automatic
        const QByteArray text = s->document()->blockText({ QStringLiteral("jobs"), stepName, QStringLiteral("component") });
        if (text.isEmpty()) {
            showMessage(tr("The pipeline inside step %1 could not be read.").arg(stepName), true);
            delete layout;
            delete doc;
            return false;
        }
        doc->setContent(text, s->document()->filePath());
    } else {
        if (!doc->load(v->componentFile)) {
            showMessage(tr("Could not open the pipeline component: %1").arg(doc->errorString()), true);
            delete layout;
            delete doc;
            return false;
        }
        layout->load(v->componentFile); // a broken sidecar only means an automatic layout here
    }
    const QString componentFile = v->componentFile;
    Level& current = m_levels.last();
    current.transform = m_view->transform();
    current.center = m_view->viewCenterScenePos();
    Level next;
    next.document = doc;
    next.layout = layout;
    next.file = componentFile;
    next.title = stepName;
    next.owned = true;
    next.scene = new CanvasScene(doc, layout, this);
    next.scene->setReadOnly(true);
    next.scene->setTheme(rootScene()->theme());
    watchScene(next.scene);
    m_levels << next;
    m_view->setCanvasScene(next.scene);
    m_view->fitReadable();
    m_minimap->refresh();
    rebuildBreadcrumb();
    updateZoomLabel();
    if (inlinePipeline)
        showMessage(tr("Inside %1: the pipeline defined in this step. Shown read-only; edit it in the YAML source.")
                        .arg(stepName),
            false);
    else
        showMessage(tr("Inside %1: %2. Shown read-only; use Open File to edit it.")
                        .arg(stepName, QFileInfo(componentFile).fileName()),
            false);
    emitCurrentSelection();
    return true;
}

void CanvasWidget::goToLevel(int level)
{
    if (level < 0 || level >= m_levels.size() - 1)
        return;
    while (m_levels.size() > level + 1) {
        Level l = m_levels.takeLast();
        if (m_view->scene() == l.scene)
            m_view->setCanvasScene(nullptr);
        delete l.scene;
        if (l.owned) {
            delete l.layout;
            delete l.document;
        }
    }
    const Level& back = m_levels.last();
    m_view->setCanvasScene(back.scene);
    m_view->setViewState(back.transform, back.center);
    m_minimap->refresh();
    m_messageLabel->hide();
    rebuildBreadcrumb();
    updateZoomLabel();
    if (level == 0)
        Q_EMIT selectedStepsChanged(back.scene->selectedStepNames());
    describeSelection();
    emitCurrentSelection();
}

bool CanvasWidget::selectStep(const QString& name)
{
    if (depth() > 0)
        goToLevel(0);
    return m_view->revealStep(name);
}

void CanvasWidget::showMessage(const QString& text, bool isError)
{
    m_lastMessage = text;
    if (text.isEmpty()) {
        m_messageLabel->hide();
        return;
    }
    const CanvasTheme& t = scene()->theme();
    QPalette pal = m_messageLabel->palette();
    pal.setColor(QPalette::Window,
        isError ? (t.dark ? QColor(0x4a, 0x22, 0x22) : QColor(0xfd, 0xe7, 0xe5)) : pal.color(QPalette::AlternateBase));
    pal.setColor(QPalette::WindowText, isError ? t.error : pal.color(QPalette::Text));
    m_messageLabel->setPalette(pal);
    m_messageLabel->setText(isError ? tr("Error: %1").arg(text) : text);
    m_messageLabel->show();
    m_messageTimer.start();
    Q_EMIT message(text, isError);
}

void CanvasWidget::setRunStatus(const QString& step, RunStatus status, double seconds, bool reused, const QDateTime& since)
{
    if (CanvasScene* s = rootScene())
        s->setRunStatus(step, status, seconds, reused, since);
}

void CanvasWidget::clearRunStatus()
{
    if (CanvasScene* s = rootScene())
        s->clearRunStatus();
}

} // namespace pw
