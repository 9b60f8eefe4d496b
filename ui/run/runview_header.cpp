// SPDX-License-Identifier: MIT
// The header of a run view: the job's title, status, times, reason, the job it reruns and its warnings (stored
// in the language of the moment it ran, shown in today's), the hint about a missing Python module, and the
// Cancel / Rerun / Job folder buttons.
#include "icons.h"
#include "pythonhint.h"
#include "runcontroller.h"
#include "runstatusstyle.h"
#include "runview.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

namespace pw {

namespace {

    QString esc(const QString& s)
    {
        return s.toHtmlEscaped();
    }

    /// Warnings the local backend stores with a job, in the language of the moment it ran; shown in the
    /// language of now.
    struct StoredText {
        const char* context;
        const char* source;
    };
    const StoredText storedWarnings[] = {
        { "pw::LocalEngine",
            QT_TRANSLATE_NOOP("pw::LocalEngine",
                "steps run with this machine's Python (%1), not in their environments (%2); packages may differ") },
        { "pw::LocalEngine",
            QT_TRANSLATE_NOOP("pw::LocalEngine", "step '%1': %2 lists packages that %3 cannot import: %4") },
    };

} // namespace

QWidget* RunView::buildHeader()
{
    auto* header = new QWidget(this);
    header->setObjectName(QStringLiteral("runHeader"));
    m_titleLabel = new QLabel(header);
    m_titleLabel->setObjectName(QStringLiteral("runTitle"));
    QFont tf = m_titleLabel->font();
    tf.setPointSizeF(tf.pointSizeF() * 1.25);
    tf.setWeight(QFont::DemiBold);
    m_titleLabel->setFont(tf);
    m_titleLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_statusGlyph = new QLabel(header);
    m_statusLabel = new QLabel(header);
    m_statusLabel->setObjectName(QStringLiteral("runStatus"));
    QFont sf = m_statusLabel->font();
    sf.setWeight(QFont::DemiBold);
    m_statusLabel->setFont(sf);
    m_timesLabel = new QLabel(header);
    m_timesLabel->setObjectName(QStringLiteral("runTimes"));
    m_timesLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_reasonLabel = new QLabel(header);
    m_reasonLabel->setObjectName(QStringLiteral("runReason"));
    m_reasonLabel->setWordWrap(true);
    m_reasonLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_rerunLabel = new QLabel(header);
    m_rerunLabel->setObjectName(QStringLiteral("runRerunOf"));
    m_rerunLabel->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(m_rerunLabel, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith(QLatin1String("job:")))
            m_controller->openRunView(link.mid(4));
    });
    m_warningsLabel = new QLabel(header);
    m_warningsLabel->setObjectName(QStringLiteral("runWarnings"));
    m_warningsLabel->setWordWrap(true);
    m_warningsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_cancel = new QPushButton(header);
    m_cancel->setObjectName(QStringLiteral("runCancel"));
    m_cancel->setIcon(appIcon(QStringLiteral("stop")));
    connect(m_cancel, &QPushButton::clicked, this, [this] { m_controller->requestCancel({m_jobId}); });
    m_rerunFailed = new QPushButton(header);
    m_rerunFailed->setObjectName(QStringLiteral("runRerunFailed"));
    m_rerunFailed->setIcon(appIcon(QStringLiteral("run")));
    connect(m_rerunFailed, &QPushButton::clicked, this, [this] { m_controller->rerun(m_jobId); });
    m_rerunSelected = new QPushButton(header);
    m_rerunSelected->setObjectName(QStringLiteral("runRerunSelected"));
    connect(m_rerunSelected, &QPushButton::clicked, this, [this] {
        const QStringList steps = selectedSteps();
        if (!steps.isEmpty())
            m_controller->rerun(m_jobId, steps);
    });
    m_openFolder = new QPushButton(header);
    m_openFolder->setObjectName(QStringLiteral("runOpenFolder"));
    m_openFolder->setIcon(appIcon(QStringLiteral("folder")));
    connect(m_openFolder, &QPushButton::clicked, this, [this] {
        if (!m_job.folder.isEmpty())
            urlOpener()(QUrl::fromLocalFile(m_job.folder));
    });

    // a step failed because its Python lacks a module: say so, and offer to choose another interpreter
    m_pythonHint = std::make_unique<PythonHint>(header, [this] { return m_controller->pythonInterpreter(); });
    connect(m_pythonHint->chooseButton(), &QPushButton::clicked, this, [this] {
        if (QAction* action = windowAction("actionPythonInterpreter"))
            action->trigger();
    });

    auto* statusRow = new QHBoxLayout;
    statusRow->setSpacing(6);
    statusRow->addWidget(m_statusGlyph);
    statusRow->addWidget(m_statusLabel);
    statusRow->addSpacing(12);
    statusRow->addWidget(m_timesLabel, 1);
    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(6);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_rerunFailed);
    buttons->addWidget(m_rerunSelected);
    buttons->addWidget(m_openFolder);
    auto* titleRow = new QHBoxLayout;
    titleRow->addWidget(m_titleLabel, 1);
    titleRow->addLayout(buttons);
    auto* headerLayout = new QVBoxLayout(header);
    headerLayout->setContentsMargins(10, 8, 10, 6);
    headerLayout->setSpacing(3);
    headerLayout->addLayout(titleRow);
    headerLayout->addLayout(statusRow);
    headerLayout->addWidget(m_reasonLabel);
    headerLayout->addWidget(m_rerunLabel);
    headerLayout->addWidget(m_warningsLabel);
    headerLayout->addWidget(m_pythonHint->frame());
    return header;
}

void RunView::updateHeader()
{
    const QLocale locale;
    m_titleLabel->setText(title());
    m_titleLabel->setToolTip(QDir::toNativeSeparators(m_job.pipelineFile));
    const int g = m_statusLabel->fontMetrics().height() + 2;
    m_statusGlyph->setPixmap(runStatusIcon(m_job.status).pixmap(QSize(g, g), devicePixelRatioF()));
    m_statusLabel->setText(runStatusDisplayName(m_job.status));
    QPalette pal = m_statusLabel->palette();
    pal.setColor(QPalette::WindowText, runStatusColor(m_job.status, palette()));
    m_statusLabel->setPalette(pal);
    QStringList times;
    if (m_job.created.isValid())
        times << tr("Submitted %1").arg(locale.toString(m_job.created.toLocalTime(), QLocale::ShortFormat));
    if (m_job.started.isValid())
        times << tr("started %1").arg(locale.toString(m_job.started.toLocalTime().time(), QLocale::ShortFormat));
    if (m_job.ended.isValid())
        times << tr("ended %1").arg(locale.toString(m_job.ended.toLocalTime().time(), QLocale::ShortFormat));
    if (m_job.started.isValid())
        times << tr("duration %1").arg(formatRunDuration(m_job.durationSeconds()));
    int reused = 0;
    for (const StepRun& s : m_job.steps)
        reused += s.isReused() ? 1 : 0;
    times << tr("%n step(s)", nullptr, int(m_job.steps.size()));
    if (reused > 0)
        times << tr("%n reused", nullptr, reused);
    m_timesLabel->setText(times.join(QStringLiteral(" · ")));
    m_reasonLabel->setText(m_job.reason.isEmpty() ? QString() : tr("Reason: %1").arg(m_job.reason));
    m_reasonLabel->setVisible(!m_job.reason.isEmpty());
    if (!m_job.rerunOf.isEmpty()) {
        m_rerunLabel->setText(tr("Rerun of <a href=\"job:%1\">%1</a>").arg(esc(m_job.rerunOf)));
        m_rerunLabel->show();
    } else {
        m_rerunLabel->hide();
    }
    if (!m_job.warnings.isEmpty()) {
        QStringList shown;
        for (int i = 0; i < m_job.warnings.size() && i < 3; ++i)
            shown << QStringLiteral("⚠ ") + displayedWarning(m_job.warnings[i]);
        if (m_job.warnings.size() > 3)
            shown << tr("… and %n more", nullptr, int(m_job.warnings.size() - 3));
        m_warningsLabel->setText(shown.join(QLatin1Char('\n')));
        QStringList all;
        for (const QString& w : m_job.warnings)
            all << displayedWarning(w);
        m_warningsLabel->setToolTip(all.join(QLatin1Char('\n')));
        m_warningsLabel->show();
    } else {
        m_warningsLabel->hide();
    }
}

QString RunView::headerText() const
{
    QStringList parts { m_titleLabel->text(), m_statusLabel->text(), m_timesLabel->text() };
    if (m_reasonLabel->isVisibleTo(this) || !m_reasonLabel->isHidden())
        parts << m_reasonLabel->text();
    if (!m_rerunLabel->isHidden()) {
        QTextDocument doc;
        doc.setHtml(m_rerunLabel->text());
        parts << doc.toPlainText();
    }
    if (!m_warningsLabel->isHidden())
        parts << m_warningsLabel->text();
    return parts.join(QLatin1Char('\n'));
}

void RunView::updateActions()
{
    const bool known = hasJob();
    const bool active = known && !isTerminal(m_job.status);
    bool anyNotCompleted = false;
    for (const StepRun& s : m_job.steps)
        anyNotCompleted = anyNotCompleted || s.status != RunStatus::Completed;
    m_cancel->setEnabled(active);
    m_rerunFailed->setEnabled(known && !active && anyNotCompleted);
    m_rerunSelected->setEnabled(known && !active && !selectedSteps().isEmpty());
    m_openFolder->setEnabled(known && QFileInfo::exists(m_job.folder));
}

QString RunView::displayedWarning(const QString& stored)
{
    static const QRegularExpression placeholder(QStringLiteral("%(\\d)"));
    for (const StoredText& t : storedWarnings) {
        const QString source = QString::fromUtf8(t.source);
        const QString translated = QCoreApplication::translate(t.context, t.source);
        if (translated == source)
            continue;
        // the English text with its placeholders as groups
        QString pattern = QStringLiteral("^");
        QList<int> order;
        qsizetype from = 0;
        QRegularExpressionMatchIterator it = placeholder.globalMatch(source);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            pattern += QRegularExpression::escape(source.mid(from, m.capturedStart() - from)) + QStringLiteral("(.*?)");
            order << m.captured(1).toInt();
            from = m.capturedEnd();
        }
        pattern += QRegularExpression::escape(source.mid(from)) + QLatin1Char('$');
        const QRegularExpressionMatch match
            = QRegularExpression(pattern, QRegularExpression::DotMatchesEverythingOption).match(stored);
        if (!match.hasMatch())
            continue;
        QString out = translated;
        // every placeholder at once, so that a value holding "%2" is left alone
        QStringList values(10);
        for (int i = 0; i < order.size(); ++i)
            values[order[i]] = match.captured(i + 1);
        switch (order.size()) {
        case 2:
            return out.arg(values[1], values[2]);
        case 4:
            return out.arg(values[1], values[2], values[3], values[4]);
        default:
            return stored;
        }
    }
    return stored;
}

} // namespace pw
