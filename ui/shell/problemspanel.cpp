// SPDX-License-Identifier: MIT
#include "problemspanel.h"
#include "uiutil.h"
#include "icons.h"
#include "placeholderview.h"
#include "problemsmodel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace pw {

ProblemsPanel::ProblemsPanel(ProblemsModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new ProblemsFilterModel(this))
    , m_filter(new QLineEdit(this))
    , m_view(new PlaceholderView<QTableView>(this))
{
    setObjectName(QStringLiteral("problemsPanel"));
    setCompactMinimumHeight(m_view);
    m_proxy->setSourceModel(model);

    m_filter->setObjectName(QStringLiteral("problemsFilter"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setMaximumWidth(360);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &ProblemsFilterModel::setText);

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 4, 4, 2);
    bar->setSpacing(4);
    bar->addWidget(m_filter, 1);
    const char* names[3] = {"showErrors", "showWarnings", "showInfo"};
    for (int i = 0; i < 3; ++i) {
        auto* b = new QToolButton(this);
        b->setObjectName(QLatin1String(names[i]));
        b->setCheckable(true);
        b->setChecked(true);
        b->setAutoRaise(true);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setIcon(appIcon(ProblemsModel::severityIconName(Severity(i))));
        connect(b, &QToolButton::toggled, this, [this, i](bool on) { m_proxy->setSeverityVisible(Severity(i), on); });
        m_buttons[i] = b;
        bar->addWidget(b);
    }
    bar->addStretch(1);

    m_view->setObjectName(QStringLiteral("problemsView"));
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(ProblemsModel::SeverityColumn, Qt::AscendingOrder);
    m_view->setWordWrap(false);
    m_view->setShowGrid(false);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    QHeaderView* header = m_view->horizontalHeader();
    header->setHighlightSections(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(ProblemsModel::MessageColumn, QHeaderView::Stretch);
    const int charWidth = m_view->fontMetrics().averageCharWidth();
    header->resizeSection(ProblemsModel::SeverityColumn, charWidth * 10 + 28);
    header->resizeSection(ProblemsModel::FileColumn, charWidth * 26);
    header->resizeSection(ProblemsModel::LineColumn, charWidth * 8);
    header->resizeSection(ProblemsModel::RuleColumn, charWidth * 24);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) {
        const QModelIndex source = m_proxy->mapToSource(index);
        const Diagnostic d = source.data(ProblemsModel::DiagnosticRole).value<Diagnostic>();
        Q_EMIT problemActivated(d, source.data(ProblemsModel::SourceKeyRole).toString());
    });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);

    connect(m_model, &ProblemsModel::countsChanged, this, &ProblemsPanel::updateCounts);
    retranslateUi();
}

QString ProblemsPanel::summary() const
{
    return countSummary(m_model->errorCount(), m_model->warningCount(), m_model->infoCount());
}

QString ProblemsPanel::countSummary(int errors, int warnings, int infos)
{
    QStringList parts;
    if (errors)
        parts << (errors == 1 ? tr("1 error") : tr("%1 errors").arg(errors));
    if (warnings)
        parts << (warnings == 1 ? tr("1 warning") : tr("%1 warnings").arg(warnings));
    if (infos)
        parts << (infos == 1 ? tr("1 info message") : tr("%1 info messages").arg(infos));
    return parts.join(tr(", "));
}

void ProblemsPanel::updateCounts()
{
    const int counts[3] = {m_model->errorCount(), m_model->warningCount(), m_model->infoCount()};
    const QString labels[3] = {tr("Errors (%1)"), tr("Warnings (%1)"), tr("Info (%1)")};
    const QString tips[3] = {tr("Show errors"), tr("Show warnings"), tr("Show information messages")};
    for (int i = 0; i < 3; ++i) {
        m_buttons[i]->setText(labels[i].arg(counts[i]));
        m_buttons[i]->setToolTip(tips[i]);
    }
    m_view->viewport()->update();
    Q_EMIT summaryChanged();
}

void ProblemsPanel::retranslateUi()
{
    m_filter->setPlaceholderText(tr("Filter by message, file or rule"));
    static_cast<PlaceholderView<QTableView>*>(m_view)->setPlaceholderText(
        tr("No problems have been detected in the open pipelines."));
    updateCounts();
}

void ProblemsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace pw
