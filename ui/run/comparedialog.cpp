// SPDX-License-Identifier: MIT
#include "comparedialog.h"

#include "runcontroller.h"
#include "runstatusstyle.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFutureWatcher>
#include <QPlainTextEdit>
#include <QSyntaxHighlighter>
#include <QTabWidget>
#include <QtConcurrent/QtConcurrentRun>
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

    /// What of a job the comparison reads: a new key means comparing again.
    QString comparisonKey(const JobRun& j)
    {
        QString key = j.id + QLatin1Char(' ') + runStatusName(j.status) + QLatin1Char(' ') + j.folder;
        for (const StepRun& s : j.steps)
            key += QLatin1Char('\n') + s.name + QLatin1Char(' ') + runStatusName(s.status) + QLatin1Char(' ')
                + s.reusedFrom + QLatin1Char(' ') + s.folder + QLatin1Char(' ') + s.command;
        return key;
    }

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

    /// A unified diff's lines coloured: added, removed, hunk headers.
    class DiffHighlighter final : public QSyntaxHighlighter {
    public:
        using QSyntaxHighlighter::QSyntaxHighlighter;

    protected:
        void highlightBlock(const QString& text) override
        {
            const auto* view = qobject_cast<const QWidget*>(document()->parent());
            const bool dark = isDarkPalette(view ? view->palette() : QPalette());
            QTextCharFormat f;
            if (text.startsWith(QLatin1String("+++")) || text.startsWith(QLatin1String("---"))) {
                f.setFontWeight(QFont::DemiBold);
            } else if (text.startsWith(QLatin1Char('+'))) {
                f.setBackground(dark ? QColor(0x1f, 0x4d, 0x2b) : QColor(0xd8, 0xf5, 0xdc));
            } else if (text.startsWith(QLatin1Char('-'))) {
                f.setBackground(dark ? QColor(0x5c, 0x23, 0x23) : QColor(0xfb, 0xdd, 0xdd));
            } else if (text.startsWith(QLatin1String("@@"))) {
                f.setForeground(dark ? QColor(0x8a, 0xb4, 0xf8) : QColor(0x1a, 0x5f, 0xb4));
            } else {
                return;
            }
            setFormat(0, int(text.size()), f);
        }
    };

    QString metricText(const std::optional<double>& v, const QLocale& locale)
    {
        return v ? locale.toString(*v, 'g', 6) : QStringLiteral("–");
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
    , m_tabs(new QTabWidget(this))
    , m_changes(new QTreeWidget(this))
    , m_yaml(new QPlainTextEdit(this))
    , m_metrics(new QTreeWidget(this))
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
    m_changes->setObjectName(QStringLiteral("compareChanges"));
    m_metrics->setObjectName(QStringLiteral("compareMetrics"));
    m_yaml->setObjectName(QStringLiteral("comparePipelineDiff"));
    m_yaml->setReadOnly(true);
    m_yaml->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_yaml->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    new DiffHighlighter(m_yaml->document());
    for (QTreeWidget* t : { m_changes, m_metrics }) {
        t->setUniformRowHeights(true);
        t->header()->setStretchLastSection(true);
    }
    m_metrics->setRootIsDecorated(false);
    m_tabs->setObjectName(QStringLiteral("compareTabs"));
    m_tabs->addTab(split, QString());
    m_tabs->addTab(m_changes, QString());
    m_tabs->addTab(m_yaml, QString());
    m_tabs->addTab(m_metrics, QString());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(m_onlyDiff);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    resize(900, 620);
    retranslateUi();

    if (controller) {
        connect(controller, &RunController::jobUpdated, this, [this](const JobRun& job) {
            if (job.id != m_idA && job.id != m_idB)
                return;
            if (job.id == m_idA) {
                m_a = job;
                m_freshA = true;
            }
            if (job.id == m_idB) {
                m_b = job;
                m_freshB = true;
            }
            rebuild();
        });
        m_freshA = m_freshB = false;
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
    m_freshA = m_freshB = true;
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
    m_tabs->setTabText(0, tr("Runs"));
    m_tabs->setTabText(1, tr("Changes"));
    m_tabs->setTabText(2, tr("Pipeline File"));
    m_tabs->setTabText(3, tr("Metrics"));
    m_changes->setHeaderLabels({ tr("Step"), tr("What"), m_idA, m_idB });
    m_metrics->setHeaderLabels({ tr("Step"), tr("Metric"), m_idA, m_idB, tr("Change") });
    m_changes->setAccessibleName(tr("What changed in each step"));
    m_metrics->setAccessibleName(tr("Metrics of both jobs"));
    m_yaml->setAccessibleName(tr("Changes to the pipeline file"));
    rebuild();
    if (m_compared)
        showComparison();
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
        if (m_compared) { // what the comparison read: command, inputs, code
            int fields = 0, files = 0;
            for (const FieldChange& f : m_comparison.fields)
                fields += f.step == n;
            for (const CodeChange& k : m_comparison.code)
                files += k.step == n;
            if (fields > 0 && sa && sb)
                changes << tr("%n setting(s)", nullptr, fields);
            if (files > 0)
                changes << tr("%n code file(s)", nullptr, files);
        }
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
    if (m_compared) {
        const RunComparison& c = m_comparison;
        header += QStringLiteral("<br>")
            + tr("Pipeline file: %1; %n code file(s) changed", nullptr, int(c.code.size()))
                  .arg(c.yamlDiff.isEmpty() ? (c.yamlNote.isEmpty() ? tr("the same") : tr("not compared"))
                                            : QStringLiteral("+%1 −%2").arg(c.linesAdded).arg(c.linesRemoved))
                  .toHtmlEscaped();
    }
    m_header->setText(header);
    applyFilter();
    startComparison();
}

void CompareDialog::startComparison()
{
    if (!isReady() || !m_freshA || !m_freshB)
        return;
    // again when a run has moved on (a step started or ended), not for every update
    const QString key = comparisonKey(m_a) + QLatin1Char('\n') + comparisonKey(m_b);
    if (key == m_comparedKey)
        return;
    if (m_comparing) {
        m_compareAgain = true;
        return;
    }
    m_comparing = true;
    m_comparedKey = key;
    auto* watcher = new QFutureWatcher<RunComparison>(this);
    connect(watcher, &QFutureWatcher<RunComparison>::finished, this, [this, watcher] {
        m_comparison = watcher->result();
        watcher->deleteLater();
        m_comparing = false;
        m_compared = true;
        showComparison();
        rebuild(); // the header's summary
        if (m_compareAgain) {
            m_compareAgain = false;
            startComparison();
        }
        Q_EMIT compared();
    });
    const JobRun a = m_a;
    const JobRun b = m_b;
    watcher->setFuture(QtConcurrent::run([a, b] { return compareRuns(a, b); }));
}

void CompareDialog::showComparison()
{
    const RunComparison& c = m_comparison;
    const QLocale locale;
    // changes, step by step: fields first, then code files
    m_changes->clear();
    QHash<QString, QTreeWidgetItem*> stepItems;
    auto stepItem = [&](const QString& step) {
        QTreeWidgetItem*& item = stepItems[step];
        if (!item) {
            item = new QTreeWidgetItem(m_changes, { step });
            QFont f = item->font(0);
            f.setWeight(QFont::DemiBold);
            item->setFont(0, f);
        }
        return item;
    };
    for (const FieldChange& f : c.fields) {
        auto* item = new QTreeWidgetItem(stepItem(f.step), { QString(), f.field, f.before, f.after });
        item->setToolTip(2, f.before);
        item->setToolTip(3, f.after);
    }
    for (const CodeChange& k : c.code) {
        const QString what = k.kind == CodeChange::Kind::Added ? tr("file added")
            : k.kind == CodeChange::Kind::Removed              ? tr("file removed")
                                                               : tr("file changed");
        new QTreeWidgetItem(stepItem(k.step),
            { QString(), what, k.kind == CodeChange::Kind::Added ? QString() : k.path,
                k.kind == CodeChange::Kind::Removed ? QString() : k.path });
    }
    if (c.fields.isEmpty() && c.code.isEmpty())
        new QTreeWidgetItem(m_changes, { tr("No step's command, inputs or code changed.") });
    for (const QString& n : c.notes)
        new QTreeWidgetItem(m_changes, { n });
    m_changes->expandAll();
    for (int col = 0; col < 3; ++col)
        m_changes->resizeColumnToContents(col);
    // the pipeline file
    if (!c.yamlDiff.isEmpty())
        m_yaml->setPlainText(c.yamlDiff);
    else
        m_yaml->setPlainText(c.yamlNote.isEmpty() ? tr("Both runs ran the same pipeline file.") : c.yamlNote);
    // metrics
    m_metrics->clear();
    for (const MetricRow& m : c.metrics) {
        QString change;
        if (m.before && m.after && *m.before != *m.after)
            change = (*m.after > *m.before ? QStringLiteral("+") : QStringLiteral("−"))
                + locale.toString(std::abs(*m.after - *m.before), 'g', 4);
        auto* item = new QTreeWidgetItem(m_metrics,
            { m.step, m.metric, metricText(m.before, locale), metricText(m.after, locale), change });
        for (int col = 2; col < 5; ++col)
            item->setTextAlignment(col, Qt::AlignRight | Qt::AlignVCenter);
    }
    if (c.metrics.isEmpty())
        new QTreeWidgetItem(m_metrics, { tr("No step logged metrics through MLflow (mlflow.log_metric).") });
    for (int col = 0; col < 4; ++col)
        m_metrics->resizeColumnToContents(col);
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
