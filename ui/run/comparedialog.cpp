// SPDX-License-Identifier: MIT
#include "comparedialog.h"

#include "runcontroller.h"
#include "runstatusstyle.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSet>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace pw {

namespace {

    constexpr int DiffRole = Qt::UserRole + 1;

    QColor diffTint(const QPalette& pal)
    {
        QColor c = isDarkPalette(pal) ? QColor(0xf2, 0xb8, 0x3c) : QColor(0xff, 0xd3, 0x5c);
        c.setAlphaF(isDarkPalette(pal) ? 0.22 : 0.35);
        return c;
    }

    void markRow(QTreeWidgetItem* item, bool differs, const QPalette& pal)
    {
        item->setData(0, DiffRole, differs);
        item->setText(0, differs ? QStringLiteral("≠") : QString());
        item->setTextAlignment(0, Qt::AlignCenter);
        if (!differs)
            return;
        const QBrush tint(diffTint(pal));
        for (int c = 0; c < item->columnCount(); ++c) {
            item->setBackground(c, tint);
            QFont f = item->font(c);
            f.setWeight(QFont::DemiBold);
            item->setFont(c, f);
        }
    }

    QString shown(const QString& value)
    {
        return QDir::isAbsolutePath(value) ? QDir::toNativeSeparators(value) : value;
    }

    /// Durations differ noticeably: more than 20 % and more than half a second apart.
    bool durationsDiffer(double a, double b)
    {
        const double d = std::abs(a - b);
        return d > 0.5 && d > 0.2 * qMax(a, b);
    }

} // namespace

CompareDialog::CompareDialog(RunController* controller, const QString& jobA, const QString& jobB, QWidget* parent)
    : QDialog(parent)
    , m_idA(jobA)
    , m_idB(jobB)
    , m_header(new QLabel(this))
    , m_onlyDiff(new QCheckBox(this))
    , m_parametersCaption(new QLabel(this))
    , m_parameters(new QTreeWidget(this))
    , m_stepsCaption(new QLabel(this))
    , m_steps(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("compareDialog"));
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::RichText);
    QFont bold = m_parametersCaption->font();
    bold.setWeight(QFont::DemiBold);
    m_parametersCaption->setFont(bold);
    m_stepsCaption->setFont(bold);
    m_onlyDiff->setObjectName(QStringLiteral("compareOnlyDifferences"));
    connect(m_onlyDiff, &QCheckBox::toggled, this, &CompareDialog::applyFilter);
    for (QTreeWidget* t : { m_parameters, m_steps }) {
        t->setRootIsDecorated(false);
        t->setUniformRowHeights(true);
        t->setAlternatingRowColors(false);
        t->header()->setStretchLastSection(false);
    }
    m_parameters->setObjectName(QStringLiteral("compareParameters"));
    m_steps->setObjectName(QStringLiteral("compareSteps"));

    auto* paramsBox = new QWidget(this);
    auto* pl = new QVBoxLayout(paramsBox);
    pl->setContentsMargins(0, 0, 0, 0);
    pl->addWidget(m_parametersCaption);
    pl->addWidget(m_parameters);
    auto* stepsBox = new QWidget(this);
    auto* sl = new QVBoxLayout(stepsBox);
    sl->setContentsMargins(0, 0, 0, 0);
    sl->addWidget(m_stepsCaption);
    sl->addWidget(m_steps);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(paramsBox);
    split->addWidget(stepsBox);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(m_onlyDiff);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    resize(900, 620);
    retranslateUi();

    if (controller) {
        connect(controller, &RunController::jobUpdated, this, [this](const JobRun& job) {
            if (job.id == m_idA)
                m_a = job;
            else if (job.id == m_idB)
                m_b = job;
            else
                return;
            rebuild();
        });
        if (const JobRun* a = controller->cachedJob(jobA))
            m_a = *a;
        if (const JobRun* b = controller->cachedJob(jobB))
            m_b = *b;
        controller->requestJob(jobA);
        controller->requestJob(jobB);
        rebuild();
    }
}

void CompareDialog::setJobs(const JobRun& a, const JobRun& b)
{
    m_idA = a.id;
    m_idB = b.id;
    m_a = a;
    m_b = b;
    rebuild();
}

void CompareDialog::retranslateUi()
{
    setWindowTitle(tr("Compare %1 and %2").arg(m_idA, m_idB));
    m_onlyDiff->setText(tr("Only differences"));
    m_parametersCaption->setText(tr("Pipeline inputs"));
    m_stepsCaption->setText(tr("Steps"));
    m_parameters->setAccessibleName(tr("Pipeline inputs of both jobs"));
    m_steps->setAccessibleName(tr("Steps of both jobs"));
    rebuild();
}

void CompareDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void CompareDialog::rebuild()
{
    const QPalette pal = palette();
    const QLocale locale;
    const QString a = m_idA;
    const QString b = m_idB;
    m_parameters->setHeaderLabels({ QString(), tr("Input"), a, b });
    m_steps->setHeaderLabels(
        { QString(), tr("Step"), tr("Status (%1)").arg(a.right(6)), tr("Status (%1)").arg(b.right(6)),
            tr("Duration (%1)").arg(a.right(6)), tr("Duration (%1)").arg(b.right(6)), tr("Change"), tr("Exit codes") });
    m_parameters->clear();
    m_steps->clear();
    m_changedParameters.clear();
    m_changedSteps.clear();
    if (!isReady()) {
        m_header->setText(tr("Reading jobs %1 and %2…").arg(a, b));
        return;
    }
    auto statusHtml = [&](const JobRun& j) {
        return QStringLiteral("<span style=\"color:%1; font-weight:600\">%2</span>")
            .arg(runStatusColor(j.status, pal).name(), runStatusDisplayName(j.status).toHtmlEscaped());
    };
    auto describe = [&](const JobRun& j) {
        return tr("<b>%1</b> (%2, %3) %4 — %5")
            .arg(j.id.toHtmlEscaped(),
                (j.displayName.isEmpty() ? QFileInfo(j.pipelineFile).fileName() : j.displayName).toHtmlEscaped(),
                locale.toString((j.started.isValid() ? j.started : j.created).toLocalTime(), QLocale::ShortFormat)
                    .toHtmlEscaped(),
                statusHtml(j), formatRunDuration(j.durationSeconds()).toHtmlEscaped());
    };
    // parameters
    QStringList names = m_a.parameters.keys();
    for (const QString& n : m_b.parameters.keys())
        if (!names.contains(n))
            names << n;
    names.sort();
    for (const QString& n : std::as_const(names)) {
        const bool inA = m_a.parameters.contains(n);
        const bool inB = m_b.parameters.contains(n);
        const QString va = inA ? shown(m_a.parameters.value(n)) : tr("(not set)");
        const QString vb = inB ? shown(m_b.parameters.value(n)) : tr("(not set)");
        const bool differs = inA != inB || m_a.parameters.value(n) != m_b.parameters.value(n);
        auto* item = new QTreeWidgetItem(m_parameters, { QString(), n, va, vb });
        item->setToolTip(2, va);
        item->setToolTip(3, vb);
        markRow(item, differs, pal);
        if (differs)
            m_changedParameters << n;
    }
    // steps
    QStringList steps;
    for (const StepRun& s : m_a.steps)
        steps << s.name;
    for (const StepRun& s : m_b.steps)
        if (!steps.contains(s.name))
            steps << s.name;
    for (const QString& n : std::as_const(steps)) {
        const StepRun* sa = m_a.step(n);
        const StepRun* sb = m_b.step(n);
        QStringList changes;
        if (!sa || !sb)
            changes << (sa ? tr("only in %1").arg(a) : tr("only in %1").arg(b));
        if (sa && sb && sa->status != sb->status)
            changes << tr("status");
        if (sa && sb && sa->isReused() != sb->isReused())
            changes << (sb->isReused() ? tr("reused in %1").arg(b.right(6)) : tr("reused in %1").arg(a.right(6)));
        if (sa && sb && !sa->isReused() && !sb->isReused() && sa->exitCode != sb->exitCode)
            changes << tr("exit code");
        const double da = sa ? sa->durationSeconds() : 0;
        const double db = sb ? sb->durationSeconds() : 0;
        if (sa && sb && sa->started.isValid() && sb->started.isValid() && durationsDiffer(da, db))
            changes << tr("duration %1%2")
                           .arg(db > da ? QStringLiteral("+") : QStringLiteral("−"),
                               formatRunDuration(std::abs(db - da)));
        auto statusText
            = [](const StepRun* s) { return s ? runStatusLabel(s->status, s->isReused()) : QStringLiteral("–"); };
        auto durationText = [](const StepRun* s) {
            return s && s->started.isValid() ? formatRunDuration(s->durationSeconds()) : QStringLiteral("–");
        };
        auto exitText = [](const StepRun* s) {
            return s && s->exitCode >= 0 ? QString::number(s->exitCode) : QStringLiteral("–");
        };
        auto* item = new QTreeWidgetItem(m_steps,
            { QString(), n, statusText(sa), statusText(sb), durationText(sa), durationText(sb),
                changes.join(QStringLiteral(", ")), QStringLiteral("%1 / %2").arg(exitText(sa), exitText(sb)) });
        if (sa)
            item->setIcon(2, runStatusIcon(sa->status, sa->isReused()));
        if (sb)
            item->setIcon(3, runStatusIcon(sb->status, sb->isReused()));
        item->setTextAlignment(4, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(5, Qt::AlignRight | Qt::AlignVCenter);
        markRow(item, !changes.isEmpty(), pal);
        if (!changes.isEmpty())
            m_changedSteps << n;
    }
    for (QTreeWidget* t : { m_parameters, m_steps }) {
        for (int c = 0; c < t->columnCount(); ++c)
            t->resizeColumnToContents(c);
        t->header()->setSectionResizeMode(t->columnCount() - 1, QHeaderView::Stretch);
    }
    QString header = describe(m_a) + QStringLiteral("<br>") + describe(m_b);
    if (m_b.rerunOf == m_a.id)
        header += QStringLiteral("<br>") + tr("%1 reruns %2.").arg(m_b.id, m_a.id).toHtmlEscaped();
    header += QStringLiteral("<br>")
        + tr("%n input(s) differ", nullptr, int(m_changedParameters.size())).toHtmlEscaped() + QStringLiteral(", ")
        + tr("%n step(s) differ", nullptr, int(m_changedSteps.size())).toHtmlEscaped() + QStringLiteral(" (≠)");
    m_header->setText(header);
    applyFilter();
}

void CompareDialog::applyFilter()
{
    const bool only = m_onlyDiff->isChecked();
    for (QTreeWidget* t : { m_parameters, m_steps })
        for (int i = 0; i < t->topLevelItemCount(); ++i) {
            QTreeWidgetItem* item = t->topLevelItem(i);
            item->setHidden(only && !item->data(0, DiffRole).toBool());
        }
}

} // namespace pw
