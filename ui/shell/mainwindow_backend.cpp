// SPDX-License-Identifier: MIT
// The main window and its backends: the status bar's backend label, and a backend's problems in the banner while
// that backend is the one chosen.
#include "mainwindow.h"

#include "backend.h"
#include "messagebanner.h"
#include "run/runcontroller.h"

#include <QLabel>

namespace pw {

void MainWindow::updateBackendLabel()
{
    const Backend* backend = m_run ? m_run->currentBackend() : nullptr;
    if (!backend) {
        m_backendLabel->setText(tr("Backend: none"));
        m_backendLabel->setToolTip(tr("No backend is available: pipelines cannot be run from this window."));
    } else if (backend->runsOnThisMachine()) {
        m_backendLabel->setText(tr("Backend: Local"));
        m_backendLabel->setToolTip(
            tr("Pipelines run on this computer, each step as a process of its own."));
    } else {
        m_backendLabel->setText(tr("Backend: %1").arg(backend->displayName()));
        m_backendLabel->setToolTip(backend->displayName());
    }
}

void MainWindow::showBackendProblem(const Backend* backend, const QString& message)
{
    // a backend not chosen has nothing to say in this window
    if (!m_run || backend != m_run->currentBackend())
        return;
    m_backendProblem = message;
    banner()->showMessage(message, MessageBanner::Kind::Warning);
}

void MainWindow::clearBackendProblem()
{
    // the banner goes with the backend it was about
    if (!m_backendProblem.isEmpty() && !banner()->isHidden() && banner()->text() == m_backendProblem)
        banner()->dismiss();
    m_backendProblem.clear();
}

} // namespace pw
