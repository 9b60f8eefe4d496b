// SPDX-License-Identifier: MIT
// The run views of the run controller: opening them (in the window's host, else as tabs of a Runs dock),
// comparing two jobs, and the step dependencies the views draw.
#include "comparedialog.h"
#include "componentcache.h"
#include "fileio.h"
#include "pipelinedocument.h"
#include "pipelinegraph.h"
#include "runcontroller.h"
#include "runview.h"

#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMainWindow>
#include <QTabWidget>

namespace pw {

RunView* RunController::runView(const QString& jobId) const
{
    return m_views.value(jobId).data();
}

QList<RunView*> RunController::runViews() const
{
    QList<RunView*> out;
    for (const QPointer<RunView>& v : m_views)
        if (v)
            out << v.data();
    return out;
}

RunView* RunController::openRunView(const QString& jobId)
{
    if (jobId.isEmpty())
        return nullptr;
    RunView* view = m_views.value(jobId).data();
    if (!view) {
        view = new RunView(this, jobId);
        m_views.insert(jobId, view);
        connect(view, &QObject::destroyed, this, [this, jobId] { m_views.remove(jobId); });
    }
    setActiveJob(jobId);
    placeRunView(view);
    return view;
}

void RunController::placeRunView(RunView* view)
{
    if (m_host) {
        m_host(view);
        return;
    }
    if (!m_runsDock) {
        m_runsDock = new QDockWidget(m_window);
        m_runsDock->setObjectName(QStringLiteral("runsDock"));
        m_runsDock->setFeatures(
            QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
        m_runsTabs = new QTabWidget(m_runsDock);
        m_runsTabs->setObjectName(QStringLiteral("runsTabs"));
        m_runsTabs->setTabsClosable(true);
        m_runsTabs->setDocumentMode(true);
        connect(m_runsTabs, &QTabWidget::tabCloseRequested, this, [this](int i) {
            QWidget* w = m_runsTabs->widget(i);
            m_runsTabs->removeTab(i);
            if (w)
                w->deleteLater();
            if (m_runsTabs->count() == 0)
                m_runsDock->hide();
        });
        m_runsDock->setWidget(m_runsTabs);
        m_runsDock->setWindowTitle(tr("Runs"));
        RunView::placeDock(m_window, m_runsDock);
    }
    int index = m_runsTabs->indexOf(view);
    if (index < 0) {
        index = m_runsTabs->addTab(view, view->statusIcon(), view->title());
        connect(view, &RunView::titleChanged, m_runsTabs, [this, view](const QString& title) {
            const int i = m_runsTabs->indexOf(view);
            if (i >= 0) {
                m_runsTabs->setTabText(i, title);
                m_runsTabs->setTabToolTip(i, view->jobId());
            }
        });
        connect(view, &RunView::statusChanged, m_runsTabs, [this, view] {
            const int i = m_runsTabs->indexOf(view);
            if (i >= 0)
                m_runsTabs->setTabIcon(i, view->statusIcon());
        });
    }
    m_runsTabs->setCurrentIndex(index);
    m_runsDock->show();
    m_runsDock->raise();
}

void RunController::compareJobs(const QString& a, const QString& b)
{
    auto* dialog = new CompareDialog(this, a, b, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

// ----- dependencies -------------------------------------------------------------------------------

QHash<QString, QStringList> RunController::snapshotDependencies(
    const JobRun& job, const std::shared_ptr<ComponentCache>& components)
{
    QHash<QString, QStringList> deps;
    if (job.folder.isEmpty() || job.pipelineFile.isEmpty())
        return deps;
    const QString snapshot
        = QDir(job.folder).filePath(QStringLiteral("snapshot/") + QFileInfo(job.pipelineFile).fileName());
    QByteArray text;
    if (!readFileBytes(snapshot, text, nullptr))
        return deps;
    const auto prepared = PipelineDocument::prepare(
        text, job.pipelineFile, components ? components : std::make_shared<ComponentCache>());
    if (!prepared || !prepared->spec)
        return deps;
    PipelineGraph graph;
    graph.rebuild(*prepared->spec);
    // a step of the snapshot stands for the job step of that name and, for a nested pipeline, its inner steps
    auto expand = [&job](const QString& name) {
        QStringList out;
        const QString prefix = name + QLatin1Char('.');
        for (const StepRun& s : job.steps)
            if (s.name == name || s.name.startsWith(prefix))
                out << s.name;
        return out;
    };
    for (const GraphEdge& e : graph.edges()) {
        const GraphNode* from = graph.node(e.from);
        const GraphNode* to = graph.node(e.to);
        if (!from || !to || from->kind != NodeKind::Step || to->kind != NodeKind::Step || from->name == to->name)
            continue;
        const QStringList sources = expand(from->name);
        for (const QString& t : expand(to->name))
            for (const QString& f : sources)
                if (!deps.value(t).contains(f))
                    deps[t] << f;
    }
    return deps;
}

QHash<QString, QStringList> RunController::pathDependencies(const JobRun& job)
{
    QHash<QString, QStringList> deps;
    struct Output {
        QString step;
        QString path;
    };
    QList<Output> outputs;
    for (const StepRun& s : job.steps)
        for (const QString& p : s.outputs)
            if (!p.isEmpty())
                outputs << Output { s.name, QDir::cleanPath(p) };
    for (const StepRun& s : job.steps)
        for (const QString& value : s.inputs) {
            if (!QDir::isAbsolutePath(value))
                continue;
            const QString p = QDir::cleanPath(value);
            for (const Output& o : std::as_const(outputs))
                if (o.step != s.name && (p == o.path || p.startsWith(o.path + QLatin1Char('/')))
                    && !deps.value(s.name).contains(o.step))
                    deps[s.name] << o.step;
        }
    return deps;
}

QHash<QString, QStringList> RunController::stepDependencies(
    const JobRun& job, const std::shared_ptr<ComponentCache>& components)
{
    QHash<QString, QStringList> deps = snapshotDependencies(job, components);
    const QHash<QString, QStringList> fromPaths = pathDependencies(job);
    for (auto it = fromPaths.cbegin(); it != fromPaths.cend(); ++it)
        for (const QString& d : it.value())
            if (!deps.value(it.key()).contains(d))
                deps[it.key()] << d;
    return deps;
}

} // namespace pw
