// SPDX-License-Identifier: MIT
#include "submitproblemsdialog.h"

#include "icons.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace pw {

SubmitProblemsDialog::SubmitProblemsDialog(QWidget* parent)
    : QDialog(parent)
    , m_icon(new QLabel(this))
    , m_title(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_view(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("submitProblemsDialog"));
    setModal(false);
    setAttribute(Qt::WA_DeleteOnClose, false);
    QFont titleFont = m_title->font();
    titleFont.setWeight(QFont::DemiBold);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_view->setObjectName(QStringLiteral("submitProblemsView"));
    m_view->setAccessibleName(tr("Problems that stop the run"));
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(false);
    m_view->setWordWrap(true);
    m_view->setHeaderLabels({ tr("Severity"), tr("Step"), tr("Problem"), tr("Location") });
    m_view->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(3, QHeaderView::ResizeToContents);
    m_view->header()->setStretchLastSection(false);
    connect(m_view, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) { activate(item); });

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* head = new QHBoxLayout;
    head->addWidget(m_icon, 0, Qt::AlignTop);
    auto* texts = new QVBoxLayout;
    texts->addWidget(m_title);
    texts->addWidget(m_summary);
    head->addLayout(texts, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(head);
    layout->addWidget(m_view, 1);
    m_hint = new QLabel(tr("Double-click a problem to go to it in the pipeline."), this);
    QLabel* hint = m_hint;
    hint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(hint);
    layout->addWidget(buttons);
    resize(760, 360);
}

void SubmitProblemsDialog::setProblems(
    const QString& title, const QString& summary, const Diagnostics& problems, const QString& file)
{
    m_problems = problems;
    m_file = file;
    setWindowTitle(title);
    m_title->setText(title);
    m_summary->setText(summary);
    m_summary->setVisible(!summary.isEmpty());
    bool anyError = false;
    m_view->clear();
    for (const Diagnostic& d : problems) {
        auto* item = new QTreeWidgetItem(m_view);
        const char* icon = d.severity == Severity::Error ? "error"
            : d.severity == Severity::Warning            ? "warning"
                                                         : "info";
        anyError = anyError || d.severity == Severity::Error;
        item->setIcon(0, appIcon(QLatin1String(icon)));
        item->setText(0,
            d.severity == Severity::Error         ? tr("Error")
                : d.severity == Severity::Warning ? tr("Warning")
                                                  : tr("Info"));
        item->setText(1, d.step.isEmpty() ? tr("(pipeline)") : d.step);
        item->setText(2, d.message);
        item->setToolTip(2, d.message);
        const QString where = d.file.isEmpty() ? QString() : QFileInfo(d.file).fileName();
        item->setText(3, d.line > 0 ? QStringLiteral("%1:%2:%3").arg(where, QString::number(d.line), QString::number(qMax(1, d.col))) : where);
        item->setToolTip(3, QDir::toNativeSeparators(d.file));
    }
    m_icon->setPixmap(appIcon(QLatin1String(anyError || problems.isEmpty() ? "error" : "warning")).pixmap(32, 32));
    m_view->setVisible(!problems.isEmpty());
    m_hint->setVisible(!problems.isEmpty()); // nothing to double-click without problems
}

QString SubmitProblemsDialog::summary() const
{
    return m_summary->text();
}

void SubmitProblemsDialog::activate(QTreeWidgetItem* item)
{
    const int row = m_view->indexOfTopLevelItem(item);
    if (row < 0 || row >= m_problems.size())
        return;
    const Diagnostic& d = m_problems[row];
    Q_EMIT problemActivated(d, d.file.isEmpty() ? m_file : d.file);
}

} // namespace pw
