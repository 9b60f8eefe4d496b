// SPDX-License-Identifier: MIT
#include "pythonpreflight.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace pw {

PythonPreflight::PythonPreflight(QObject* parent)
    : QObject(parent)
    , m_prober(new PythonProber(this))
{
    connect(m_prober, &PythonProber::probed, this, &PythonPreflight::onProbed);
}

PythonPreflight::~PythonPreflight() = default;

void PythonPreflight::start(const QString& pipelineFile, const QByteArray& text, const QString& interpreter, const PythonSearch& search)
{
    ++m_generation;
    m_prober->clear();
    m_verdict = Verdict();
    m_verdict.interpreter = interpreter;
    m_search = search;
    m_candidates.clear();
    m_lookingFurther = false;
    m_running = true;
    auto* watcher = new QFutureWatcher<QList<RequiredModule>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation = m_generation] {
        watcher->deleteLater();
        if (generation == m_generation)
            onRequirements(watcher->future().result());
    });
    watcher->setFuture(QtConcurrent::run([pipelineFile, text] { return pythonRequirements(pipelineFile, text); }));
}

void PythonPreflight::onRequirements(const QList<RequiredModule>& modules)
{
    for (const RequiredModule& m : modules)
        if (!m.onlyForAzureMl())
            m_verdict.needed << m.module;
    if (m_verdict.needed.isEmpty()) {
        m_verdict.ready = true; // nothing to import: whichever Python runs
        done();
        return;
    }
    m_prober->setModules(m_verdict.needed);
    m_prober->probe(m_verdict.interpreter);
}

void PythonPreflight::onProbed(const PythonProbeResult& result)
{
    if (!m_running)
        return;
    if (!m_lookingFurther) {
        if (result.interpreter != m_verdict.interpreter)
            return;
        if (result.importsAll()) {
            m_verdict.ready = true;
            done();
            return;
        }
        m_verdict.error = result.ok ? QString() : result.error;
        m_verdict.missing = result.ok ? result.missing() : m_verdict.needed;
        // look for one that has them all
        m_lookingFurther = true;
        auto* watcher = new QFutureWatcher<QList<PythonCandidate>>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation = m_generation] {
            watcher->deleteLater();
            if (generation == m_generation)
                onCandidates(watcher->future().result());
        });
        PythonSearch search = m_search;
        search.current.clear();
        watcher->setFuture(QtConcurrent::run([search] { return findPythonInterpreters(search); }));
        return;
    }
    // the first in order of preference that imports them all, once those before it are known
    for (const QString& c : std::as_const(m_candidates)) {
        const PythonProbeResult* r = m_prober->result(c);
        if (!r)
            return; // wait for the ones preferred
        if (r->importsAll()) {
            m_verdict.alternative = c;
            m_verdict.alternativeVersion = r->version;
            done();
            return;
        }
    }
    if (!m_prober->isBusy())
        done();
}

void PythonPreflight::onCandidates(const QList<PythonCandidate>& candidates)
{
    // virtual environments of the workspace first (made for it), then the others in the order found
    for (const PythonCandidate& c : candidates)
        if (c.origin == PythonCandidate::Origin::VirtualEnv && c.path != m_verdict.interpreter)
            m_candidates << c.path;
    for (const PythonCandidate& c : candidates)
        if (c.origin != PythonCandidate::Origin::VirtualEnv && c.path != m_verdict.interpreter && c.target != m_verdict.interpreter)
            m_candidates << c.path;
    if (m_candidates.isEmpty()) {
        done();
        return;
    }
    for (const QString& c : std::as_const(m_candidates))
        m_prober->probe(c);
}

void PythonPreflight::done()
{
    if (!m_running)
        return;
    m_running = false;
    m_prober->clear();
    Q_EMIT finished(m_verdict);
}

} // namespace pw
