// SPDX-License-Identifier: MIT
#include "pythonhint.h"

#include "logtail.h"
#include "steppython.h"
#include "runstatusstyle.h"

#include <QDir>
#include <QFile>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextDocument>

namespace pw {

namespace {

    QString esc(const QString& s)
    {
        return s.toHtmlEscaped();
    }

    /// The interpreter a step ran with, from the header of its executor log ("python: …").
    QString executorPython(const QString& stepFolder)
    {
        QFile f(QDir(stepFolder).filePath(QStringLiteral("system_logs/executor.txt")));
        if (!f.open(QIODevice::ReadOnly))
            return QString();
        const QString head = QString::fromUtf8(f.read(16 * 1024));
        QStringList prefixes { QStringLiteral("python: ") };
        const QString translated = QCoreApplication::translate("pw::LocalEngine", "python: %1");
        const qsizetype arg = translated.indexOf(QLatin1String("%1"));
        if (arg > 0 && !prefixes.contains(translated.left(arg)))
            prefixes << translated.left(arg);
        for (const QString& line : head.split(QLatin1Char('\n'))) {
            // "2026-…Z python: /usr/bin/python3"
            const qsizetype space = line.indexOf(QLatin1Char(' '));
            const QString text = line.mid(space + 1).trimmed();
            for (const QString& p : prefixes)
                if (text.startsWith(p))
                    return text.mid(p.size()).trimmed();
        }
        return QString();
    }

} // namespace

PythonHint::PythonHint(QWidget* parent, std::function<QString()> defaultPython)
    : m_defaultPython(std::move(defaultPython))
{
    m_frame = new QFrame(parent);
    m_frame->setObjectName(QStringLiteral("runPythonHint"));
    m_frame->setFrameShape(QFrame::StyledPanel);
    m_frame->setAutoFillBackground(true);
    {
        QPalette pal = m_frame->palette();
        const QColor warn = runStatusColor(RunStatus::Failed, pal);
        QColor bg = pal.color(QPalette::Base);
        bg = QColor::fromRgbF(bg.redF() * 0.9 + warn.redF() * 0.1, bg.greenF() * 0.9 + warn.greenF() * 0.1,
            bg.blueF() * 0.9 + warn.blueF() * 0.1);
        pal.setColor(QPalette::Window, bg);
        m_frame->setPalette(pal);
    }
    auto* icon = new QLabel(m_frame);
    const int iconSize = parent->fontMetrics().height() + 4;
    icon->setPixmap(runStatusIcon(RunStatus::Failed).pixmap(QSize(iconSize, iconSize)));
    icon->setAlignment(Qt::AlignTop);
    m_label = new QLabel(m_frame);
    m_label->setObjectName(QStringLiteral("runPythonHintText"));
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::RichText);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_choose = new QPushButton(m_frame);
    m_choose->setObjectName(QStringLiteral("runChoosePython"));
    auto* layout = new QHBoxLayout(m_frame);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(8);
    layout->addWidget(icon, 0, Qt::AlignTop);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_choose, 0, Qt::AlignVCenter);
    m_frame->hide();
}

void PythonHint::retranslate()
{
    m_choose->setText(tr("Choose Python Interpreter…"));
    m_choose->setToolTip(tr("Choose the Python that steps run with on this machine"));
}

void PythonHint::update(const JobRun& job, const QString& selected)
{
    // look once into the log of each failed step
    for (const StepRun& s : job.steps) {
        if (s.status != RunStatus::Failed || m_problems.contains(s.name))
            continue;
        ImportProblem p;
        p.step = s.name;
        QString text = s.reason;
        if (!s.logFile.isEmpty())
            text += QLatin1Char('\n') + lastLogLines(s.logFile, 60);
        p.module = missingPythonModule(text);
        if (!p.module.isEmpty()) {
            QString chosen = executorPython(s.folder);
            if (chosen.isEmpty() && m_defaultPython)
                chosen = m_defaultPython();
            p.python = stepPythonInterpreter(s, chosen, &p.byPath);
        }
        m_problems.insert(s.name, p);
    }
    // the selected step's problem, else the first failed step's
    const ImportProblem* shown = nullptr;
    if (m_problems.contains(selected) && !m_problems[selected].module.isEmpty())
        shown = &m_problems[selected];
    for (const StepRun& s : job.steps) {
        if (shown)
            break;
        auto it = m_problems.constFind(s.name);
        if (it != m_problems.constEnd() && !it->module.isEmpty())
            shown = &*it;
    }
    if (!shown) {
        m_frame->hide();
        return;
    }
    const QString python = shown->python.isEmpty() ? tr("the default Python (python3 on PATH)")
                                                   : QDir::toNativeSeparators(shown->python);
    const QString top = shown->module.section(QLatin1Char('.'), 0, 0);
    const QString advice = shown->byPath
        ? tr("The step's command starts %1 by its path, which does not have '%2' installed; the interpreter chosen "
             "for runs does not change that. Install the package that provides '%2' into %1, or let the command start "
             "python by name to run with the chosen interpreter.")
              .arg(python, top)
        : tr("The step ran with %1, which does not have '%2' installed. Choose an interpreter that has the "
             "step's packages (for example the Python of its virtual or conda environment), or install the "
             "package that provides '%2' into %1.")
              .arg(python, top);
    m_label->setText(QStringLiteral("<b>%1</b><br>%2")
                         .arg(esc(tr("Step '%1' failed because Python could not import the module '%2'.")
                                      .arg(shown->step, shown->module)),
                              esc(advice)));
    m_choose->setVisible(!shown->byPath);
    m_frame->show();
}

QString PythonHint::text() const
{
    if (m_frame->isHidden())
        return QString();
    QTextDocument doc;
    doc.setHtml(m_label->text());
    return doc.toPlainText();
}

} // namespace pw
