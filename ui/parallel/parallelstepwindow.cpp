// SPDX-License-Identifier: MIT
#include "parallelstepwindow.h"

#include "icons.h"
#include "parallelsteppanel.h"

#include <QApplication>
#include <QLabel>
#include <QPointer>
#include <QScreen>
#include <QVBoxLayout>

namespace pw {

namespace {

    QList<QPointer<ParallelStepWindow>>& windows()
    {
        static QList<QPointer<ParallelStepWindow>> all;
        return all;
    }

} // namespace

ParallelStepWindow::ParallelStepWindow(QWidget* parent, const QString& key)
    : QWidget(parent, Qt::Window)
    , m_key(key)
{
    setObjectName(QStringLiteral("parallelStepWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowIcon(appIcon(QStringLiteral("step-parallel")));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    m_title = new QLabel(this);
    QFont f = m_title->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.15);
    m_title->setFont(f);
    m_subtitle = new QLabel(this);
    m_subtitle->setForegroundRole(QPalette::PlaceholderText);
    m_subtitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_subtitle->setWordWrap(true);
    layout->addWidget(m_title);
    layout->addWidget(m_subtitle);
    m_panel = new ParallelStepPanel(this);
    layout->addWidget(m_panel, 1);
    const QRect screen = QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->availableGeometry() : QRect(0, 0, 1400, 900);
    resize(std::min(1200, screen.width() * 9 / 10), std::min(800, screen.height() * 9 / 10));
}

ParallelStepWindow* ParallelStepWindow::find(const QString& key)
{
    for (const QPointer<ParallelStepWindow>& w : std::as_const(windows()))
        if (w && w->m_key == key)
            return w;
    return nullptr;
}

ParallelStepWindow* ParallelStepWindow::open(QWidget* parent, const QString& key, const QString& title, const QString& subtitle)
{
    ParallelStepWindow* w = find(key);
    if (!w) {
        w = new ParallelStepWindow(parent, key);
        windows().removeAll(nullptr);
        windows() << w;
    }
    w->setWindowTitle(tr("%1 — Parallel Step").arg(title));
    w->m_title->setText(title);
    w->setSubtitle(subtitle);
    w->show();
    w->raise();
    w->activateWindow();
    return w;
}

void ParallelStepWindow::setSubtitle(const QString& subtitle)
{
    m_subtitle->setText(subtitle);
    m_subtitle->setVisible(!subtitle.isEmpty());
}

} // namespace pw
