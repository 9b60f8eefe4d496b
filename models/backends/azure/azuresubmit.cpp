// SPDX-License-Identifier: MIT
// Submitting a pipeline read by readSubmission (azuresubmit_source.cpp): computes checked, code versions and data
// uploads made, anonymous environments and components registered, the job created.
#include "azuresubmit.h"
#include "azuresubmit_p.h"

#include "armresponse.h"
#include "azurejobs.h"
#include "azuremlvalues.h"
#include "azuretexts.h"
#include "componentcache.h"
#include "workspacememory.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <spdlog/spdlog.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <functional>
#include <future>

namespace pw::azure {

using namespace submitdetail;

namespace {


/// A versioned asset of the workspace ("azureml:name:version", "azureml:name@latest", an ARM id) or a registry's, as its
/// ARM id: `kind` is the collection (components, data, models). @latest is the container's latestVersion.
QString remoteAssetId(arm::ArmClient& arm, const arm::WorkspaceRef& ws, const QString& ref, const QString& kind, QString* error)
{
    QString v = ref.trimmed();
    if (v.startsWith(QLatin1String("azureml://")))
        return v; // a registry's component: the service reads it
    if (v.startsWith(QLatin1String("azureml:")))
        v = v.mid(8);
    if (v.startsWith(QLatin1String("/subscriptions/"), Qt::CaseInsensitive))
        return v;
    QString name = v, version;
    if (const qsizetype at = v.indexOf(QLatin1Char('@')); at >= 0) {
        name = v.left(at);
        if (v.mid(at + 1) != QLatin1String("latest")) {
            *error = tr("%1 names the label '%2'; only @latest or a version (name:version) can be resolved").arg(ref, v.mid(at + 1));
            return {};
        }
    } else if (const qsizetype colon = v.lastIndexOf(QLatin1Char(':')); colon >= 0) {
        name = v.left(colon);
        version = v.mid(colon + 1);
    }
    const QString container = ws.path() + QLatin1Char('/') + kind + QLatin1Char('/') + name;
    if (version.isEmpty()) {
        const http::Response r = arm.get(container);
        if (!r.ok()) {
            *error = tr("%1: %2").arg(ref, arm::describeFailure(r));
            return {};
        }
        version = QJsonDocument::fromJson(r.body).object().value(QLatin1String("properties")).toObject().value(QLatin1String("latestVersion")).toString();
        if (version.isEmpty()) {
            *error = tr("%1 has no latest version (%2)").arg(ref, http::redactedUrl(r.url));
            return {};
        }
    }
    return container + QStringLiteral("/versions/") + version;
}

/// PUT the job, and when its answer does not come (a transport failure, an answer cut short) or is a 5xx or a 429,
/// GET the job by its name before sending it again or reporting: the service may have stored it although its answer
/// was lost, and a second PUT would then meet "a job with this name already exists" (or, under a new name, make a
/// second job). The answer of the job found stands for the PUT's.
http::Response createJob(arm::ArmClient& arm, const QString& jobPath, const QByteArray& body)
{
    const int attempts = 1 + std::max(0, arm.http().options().maxRetries);
    http::Response put;
    for (int attempt = 1; attempt <= attempts; ++attempt) {
        // creating a job is not idempotent (a second PUT of the name is refused): never sent twice by the transport
        put = arm.send("PUT", jobPath, body, {}, false, false);
        if (put.ok() || put.cancelled)
            return put;
        const bool unknownFate = put.status == 0 || put.status >= 500 || put.status == 429;
        if (!unknownFate)
            return put; // the service said no: a name taken before, a body it refuses
        const http::Response there = arm.get(jobPath);
        if (there.ok()) {
            spdlog::info("azure: the answer to PUT {} was lost ({}), but the job is there", http::redactedUrl(put.url).toStdString(),
                         put.status ? std::to_string(put.status) : std::string("no answer"));
            return there;
        }
        if (there.status != 404 || attempt == attempts)
            return put;
        const double base = arm.http().options().backoffBaseSeconds * std::pow(2.0, attempt - 1);
        qint64 waitMs = http::parseRetryAfter(put.header("Retry-After")).value_or(qint64(base * 1000));
        waitMs = std::min<qint64>(waitMs, qint64(arm.http().options().backoffCapSeconds * 1000));
        QThread::msleep(quint64(std::max<qint64>(0, waitMs)));
    }
    return put;
}

} // namespace

SubmitResult submitPipeline(arm::ArmClient& arm, http::Client& http, const arm::WorkspaceRef& ws,
                            const QString& pipelineFile, const QByteArray& text, const SubmitOptions& options,
                            const UploadOptions& upload)
{
    SubmitResult out;
    if (!options.rerunOf.isEmpty()) {
        out.error = tr("Rerunning a job is offered for jobs of this machine only; submit %1 again to run it in %2.")
                        .arg(QDir::toNativeSeparators(pipelineFile), ws.workspace);
        return out;
    }
    SubmitSource source = readSubmission(pipelineFile, text, options.inputOverrides);
    source.forceRerun = options.noReuse;
    out.problems = source.warnings;
    if (!source.ok()) {
        out.error = source.errors.join(QLatin1Char('\n'));
        return out;
    }
    SubmitResolved resolved;
    resolved.ws = ws;
    QStringList errors;
    // what the last submissions learnt of the workspace (each use checked against its answers here), and what this
    // one learns, kept however it ends
    WorkspaceMemory memory(arm.url(ws.path()).toString(QUrl::RemoveQuery | QUrl::RemoveUserInfo));
    struct Keep
    {
        WorkspaceMemory& memory;
        ~Keep() { memory.save(); }
    } keep {memory};

    // Independent requests go out together (a pool of threads over the one http::Client, whose connections carry
    // them at once), each as soon as what it depends on is known: first the checks (the computes named must exist,
    // the workspace's components and assets by name), so that nothing is uploaded for a pipeline that cannot run,
    // and beside them the lookups of code and data and the anonymous environments (they need nothing the checks or
    // uploads find); then every code folder and local file or folder still to upload; the components as soon as the
    // code versions are known (a component whose body names uploaded data after that upload; a pipeline component
    // after those it names); then the job, when all of it is there. Errors are reported in the order of the file.
    QThreadPool pool;
    // a thread for every upload that may wait at the gate below, beside those that keep the connections busy: a
    // waiting upload can never hold back the checks or the lookups that open the gate
    // (and three for the registrations that go beside the checks and the uploads, which wait for their own requests)
    pool.setMaxThreadCount(int(http::MaxConnectionsPerHost + 3 + source.codePaths.size() + source.data.size()
                               + source.buildContexts.size()));
    auto inPool = [&pool](auto f) { return QtConcurrent::run(&pool, std::move(f)); };
    // Anonymous environments and components that an earlier submission saw the workspace take (they are named by what
    // they hold, so the same path is the same asset) are not sent again: the job's answer checks them. Should the
    // workspace no longer have one, the job is refused, not created; then everything is registered and the job sent
    // once more (`trustMemory` false), so a wrong entry costs requests, never a wrong job.
    const QSet<QString> remembered = memory.assets();
    std::atomic<bool> trustMemory {true};
    std::atomic<int> skipped {0};
    // PUTs at once, but for what the workspace is known to hold; the first failure (in the given order) as the
    // message, empty when all are registered
    auto putAll = [&](const QList<const SubmitPlan::Put*>& all, const QString& what, QSet<QString>* done) -> QString {
        QList<const SubmitPlan::Put*> puts;
        for (const SubmitPlan::Put* p : all) {
            if (trustMemory && remembered.contains(p->path)) {
                ++skipped;
                if (done)
                    done->insert(p->path);
            } else {
                puts << p;
            }
        }
        QList<QFuture<http::Response>> answers;
        for (const SubmitPlan::Put* p : puts)
            answers << inPool([&arm, p] { return arm.send("PUT", p->path, QJsonDocument(p->body).toJson(QJsonDocument::Compact)); });
        QString error;
        for (qsizetype i = 0; i < answers.size(); ++i) {
            const http::Response r = answers[i].result();
            if (r.ok() && done)
                done->insert(puts.at(i)->path);
            if (!r.ok() && error.isEmpty())
                error = tr("%1: cannot register %2: %3")
                            .arg(QDir::toNativeSeparators(source.file), what.arg(puts.at(i)->what), arm::describeFailure(r, "PUT"));
        }
        return error;
    };
    auto isPipelineComponent = [](const SubmitPlan::Put& p) {
        return p.body.value(QLatin1String("properties")).toObject().value(QLatin1String("componentSpec")).toObject()
                   .value(QLatin1String("type")).toString() == QLatin1String("pipeline");
    };
    // components: those of steps at once, then pipeline components in waves, each one as soon as every pipeline
    // component it names is registered (a component's path stands in the bodies of those that name it), those of one
    // wave at once
    auto registerComponents = [&](const QList<const SubmitPlan::Put*>& components, QSet<QString>* done) -> QString {
        QList<const SubmitPlan::Put*> steps, pending;
        for (const SubmitPlan::Put* p : components)
            (isPipelineComponent(*p) ? pending : steps) << p;
        if (QString error = putAll(steps, tr("the component of %1"), done); !error.isEmpty())
            return error;
        while (!pending.isEmpty()) {
            QList<const SubmitPlan::Put*> wave, later;
            for (const SubmitPlan::Put* p : std::as_const(pending)) {
                const QByteArray body = QJsonDocument(p->body).toJson(QJsonDocument::Compact);
                const bool waits = std::any_of(pending.cbegin(), pending.cend(), [&](const SubmitPlan::Put* q) {
                    return q->path != p->path && body.contains(q->path.toUtf8());
                });
                (waits ? later : wave) << p;
            }
            if (wave.isEmpty()) // a cycle cannot be written; the plan's order then
                wave << later.takeFirst();
            if (QString error = putAll(wave, tr("the component of %1"), done); !error.isEmpty())
                return error;
            pending = later;
        }
        return {};
    };
    // the plan's environments, then its components; what was registered before (`done`, by path: the paths of
    // anonymous assets are made of what they hold) is not sent again
    auto registerAssets = [&](const SubmitPlan& plan, const QSet<QString>& done) -> QString {
        QList<const SubmitPlan::Put*> environments, components;
        for (const SubmitPlan::Put& p : plan.environments)
            if (!done.contains(p.path))
                environments << &p;
        for (const SubmitPlan::Put& p : plan.components)
            if (!done.contains(p.path))
                components << &p;
        if (QString error = putAll(environments, tr("the environment of %1"), nullptr); !error.isEmpty())
            return error;
        return registerComponents(components, nullptr);
    };

    // The components of a plan made before all is resolved that can be registered now: those whose bodies hold no
    // stand-in for what is still to come (`Pending` in place of an upload's URI, a workspace component's or asset's
    // id) and that `may` allows, without a pipeline component naming one that waits.
    static const QString Pending = QStringLiteral("pipewright-pending:");
    auto withStandIns = [&](SubmitResolved r, bool data, bool workspaceNames) {
        if (data)
            for (const LocalData& d : source.data)
                r.dataUris.insert(d.path, Pending + d.path);
        if (workspaceNames) {
            for (auto it = source.remoteComponents.cbegin(); it != source.remoteComponents.cend(); ++it)
                r.componentIds.insert(it.key(), Pending + it.key());
            for (auto it = source.assets.cbegin(); it != source.assets.cend(); ++it)
                r.assetIds.insert(it.key(), Pending + it.key());
        }
        return r;
    };
    auto readyComponents = [&](const SubmitPlan& p, const std::function<bool(const QByteArray& body)>& may) {
        QList<SubmitPlan::Put> ready;
        if (!p.errors.isEmpty())
            return ready;
        for (const SubmitPlan::Put& c : p.components)
            if (const QByteArray body = QJsonDocument(c.body).toJson(QJsonDocument::Compact); !body.contains(Pending.toUtf8()) && may(body))
                ready << c;
        for (bool changed = true; changed;) {
            changed = false;
            for (qsizetype i = ready.size() - 1; i >= 0; --i) {
                const QByteArray body = QJsonDocument(ready[i].body).toJson(QJsonDocument::Compact);
                const bool namesWaiting = std::any_of(p.components.cbegin(), p.components.cend(), [&](const SubmitPlan::Put& q) {
                    return body.contains(q.path.toUtf8())
                        && std::none_of(ready.cbegin(), ready.cend(), [&](const SubmitPlan::Put& r) { return r.path == q.path; });
                });
                if (namesWaiting) {
                    ready.removeAt(i);
                    changed = true;
                }
            }
        }
        return ready;
    };

    struct Check
    {
        QString error;
        QString id;
    };
    QList<QFuture<Check>> computeChecks, componentChecks, assetChecks;
    for (auto it = source.computes.cbegin(); it != source.computes.cend(); ++it)
        computeChecks << inPool([&, name = it.key(), where = it.value()] {
            const http::Response r = arm.get(computeArmId(ws, name));
            Check c;
            if (r.status == 404)
                c.error = tr("%1: %2 names the compute '%3', which the workspace %4 does not have")
                              .arg(QDir::toNativeSeparators(source.file), where, name, ws.workspace);
            else if (!r.ok())
                c.error = tr("%1: %2: %3").arg(QDir::toNativeSeparators(source.file), where, arm::describeFailure(r));
            return c;
        });
    for (auto it = source.remoteComponents.cbegin(); it != source.remoteComponents.cend(); ++it)
        componentChecks << inPool([&, step = it.key(), ref = it.value()] {
            Check c;
            QString error;
            c.id = remoteAssetId(arm, ws, ref, QStringLiteral("components"), &error);
            if (c.id.isEmpty())
                c.error = tr("%1: step '%2': the component %3").arg(QDir::toNativeSeparators(source.file), step, error);
            return c;
        });
    for (auto it = source.assets.cbegin(); it != source.assets.cend(); ++it)
        assetChecks << inPool([&, ref = it.key(), kind = it->kind, where = it->where] {
            Check c;
            QString error;
            c.id = remoteAssetId(arm, ws, ref, kind, &error);
            if (c.id.isEmpty())
                c.error = tr("%1: %2: %3").arg(QDir::toNativeSeparators(source.file), where, error);
            return c;
        });
    // code folders and local data, all at once and beside the checks: what is already in the workspace is looked up
    // while they run, and nothing is written before they have passed (the gate)
    std::promise<bool> checked;
    std::shared_future<bool> checksPassed = checked.get_future().share();
    bool gateOpen = false;
    auto openGate = [&](bool passed) {
        if (!gateOpen)
            checked.set_value(passed);
        gateOpen = true;
    };
    UploadOptions gated = upload;
    gated.beforeWriting = [checksPassed] { return checksPassed.get(); };
    QList<QFuture<CodeVersionResult>> codes;
    for (const QString& path : source.codePaths)
        codes << inPool([&, path] { return ensureCodeVersion(arm, http, ws, path, gated); });
    QFuture<DatastoreTarget> datastoreLookup;
    if (!source.data.isEmpty() || !source.buildContexts.isEmpty())
        datastoreLookup = inPool([&, known = memory.defaultDatastore()] { return defaultDatastore(arm, ws, known); });
    bool checksCollected = false;
    auto collectChecks = [&] {
        if (checksCollected)
            return;
        checksCollected = true;
        for (QFuture<Check>& f : computeChecks)
            if (const Check c = f.result(); !c.error.isEmpty())
                errors << c.error;
        int i = 0;
        for (auto it = source.remoteComponents.cbegin(); it != source.remoteComponents.cend(); ++it, ++i) {
            const Check c = componentChecks[i].result();
            if (!c.error.isEmpty())
                errors << c.error;
            resolved.componentIds.insert(it.key(), c.id);
        }
        i = 0;
        for (auto it = source.assets.cbegin(); it != source.assets.cend(); ++it, ++i) {
            const Check c = assetChecks[i].result();
            if (!c.error.isEmpty())
                errors << c.error;
            resolved.assetIds.insert(it.key(), c.id);
        }
        openGate(errors.isEmpty());
    };

    // Anonymous environments and components are named by what they hold and written again unchanged, and none is
    // listed in the workspace, so writing one for a pipeline that then stops leaves nothing anyone meets. When their
    // bodies need nothing the checks find (no workspace component or asset by name, no code or data to upload), they
    // are all registered beside the checks, and only the job waits for them (a pipeline of inline steps is the
    // compute check and its components at once, then the job). Otherwise the environments (unless built from a
    // local Docker context) still go beside the checks, and the components as soon as the code versions are known.
    const bool registerBesideChecks = source.remoteComponents.isEmpty() && source.assets.isEmpty()
        && source.codePaths.isEmpty() && source.data.isEmpty() && source.buildContexts.isEmpty();
    const QString jobName = source.spec->name ? source.spec->name.value.trimmed() : generatedJobName(source.file);
    SubmitPlan plan, earlyPlan, componentPlan;
    QFuture<QString> registered, environmentsRegistered, componentsRegistered;
    QSet<QString> registeredEarly; // paths of what those two register
    SubmitPlan speculativePlan;
    QFuture<QSet<QString>> speculated; // paths registered on what the workspace gave before
    // every registration started is waited for before leaving: they use what this function holds
    struct Waiter
    {
        QList<QFuture<QString>*> futures;
        QFuture<QSet<QString>>* speculated;
        ~Waiter()
        {
            for (QFuture<QString>* f : futures)
                if (f->isValid())
                    f->waitForFinished();
            if (speculated->isValid())
                speculated->waitForFinished();
        }
    } waiter {{&registered, &environmentsRegistered, &componentsRegistered}, &speculated};
    if (registerBesideChecks) {
        plan = buildSubmitPlan(source, resolved, jobName);
        if (!plan.errors.isEmpty()) {
            collectChecks();
            out.error = (errors + plan.errors).join(QLatin1Char('\n'));
            return out;
        }
        registered = inPool([&] { return registerAssets(plan, {}); });
    } else if (source.buildContexts.isEmpty()) {
        // the environments' bodies are whole before anything is resolved (what is missing makes errors of the
        // components and the job only, which the plan made at the end reports)
        earlyPlan = buildSubmitPlan(source, resolved, jobName);
        for (const SubmitPlan::Put& p : std::as_const(earlyPlan.environments))
            registeredEarly.insert(p.path);
        if (!earlyPlan.environments.isEmpty())
            environmentsRegistered = inPool([&] { return registerAssets(SubmitPlan {earlyPlan.environments, {}, {}, {}, {}, {}}, {}); });
        // Code folders found in the workspace before (the code version each was, kept in the workspace memory): the
        // components made of them go beside the lookups, as when the lookups give those versions again (they are
        // checked; a component made of another version is registered as soon as the lookup gives it), when every
        // environment they name was registered before. One round trip less for a pipeline submitted again as it
        // is worked on.
        if (!source.codePaths.isEmpty()
            && std::all_of(source.codePaths.cbegin(), source.codePaths.cend(), [&](const QString& k) { return !memory.codeVersion(k).isEmpty(); })) {
            SubmitResolved guess = withStandIns(resolved, true, true);
            for (const QString& k : source.codePaths)
                guess.codeIds.insert(k, memory.codeVersion(k));
            speculativePlan = buildSubmitPlan(source, guess, jobName);
            speculativePlan.components = readyComponents(speculativePlan, [&](const QByteArray& body) {
                return std::all_of(speculativePlan.environments.cbegin(), speculativePlan.environments.cend(), [&](const SubmitPlan::Put& e) {
                    return !body.contains(e.path.toUtf8()) || memory.hasAsset(e.path);
                });
            });
            if (!speculativePlan.components.isEmpty())
                speculated = inPool([&] {
                    QSet<QString> done;
                    QList<const SubmitPlan::Put*> puts;
                    for (const SubmitPlan::Put& p : std::as_const(speculativePlan.components))
                        puts << &p;
                    if (const QString error = registerComponents(puts, &done); !error.isEmpty())
                        spdlog::info("azure: a component made of a code version found before was not registered ({}); it is "
                                     "registered with what the workspace gives now", error.toStdString());
                    return done;
                });
        }
    }

    // local data: each upload starts as soon as the default datastore is known (and waits for the checks at the gate)
    QList<QFuture<DataUploadResult>> contexts, data;
    auto uploadTo = [&](const QString& path) {
        return inPool([&, path] {
            const DatastoreTarget datastore = datastoreLookup.result();
            if (!datastore.error.isEmpty())
                return DataUploadResult {}; // said below, once
            return uploadLocalData(http, datastore, path, gated);
        });
    };
    for (const QString& context : source.buildContexts)
        contexts << uploadTo(context);
    for (const LocalData& d : source.data)
        data << uploadTo(d.path);
    collectChecks(); // the uploads wait for them at the gate
    auto waitForUploads = [&] {
        for (QFuture<CodeVersionResult>& c : codes)
            c.waitForFinished(); // they stop at the gate, nothing written
        for (QFuture<DataUploadResult>& f : contexts)
            f.waitForFinished();
        for (QFuture<DataUploadResult>& f : data)
            f.waitForFinished();
    };
    if (!errors.isEmpty()) {
        waitForUploads();
        out.error = errors.join(QLatin1Char('\n'));
        return out;
    }
    for (qsizetype i = 0; i < codes.size(); ++i) {
        const CodeVersionResult code = codes[i].result();
        if (!code.error.isEmpty() && out.error.isEmpty())
            out.error = code.error;
        resolved.codeIds.insert(source.codePaths.at(i), code.armId);
        memory.setCodeVersion(source.codePaths.at(i), code.armId);
    }
    if (!out.error.isEmpty()) {
        waitForUploads();
        return out;
    }
    // the code versions known: the components whose bodies name no uploaded data go while the data is written (a
    // stand-in for each upload's URI shows which do; they wait for that upload), but for those registered before
    if (!registerBesideChecks && source.buildContexts.isEmpty() && !data.isEmpty()) {
        componentPlan = buildSubmitPlan(source, withStandIns(resolved, true, false), jobName);
        const QSet<QString> before = speculated.isValid() ? speculated.result() : QSet<QString>();
        componentPlan.components = readyComponents(componentPlan, [](const QByteArray&) { return true; });
        componentPlan.components.removeIf([&](const SubmitPlan::Put& p) { return before.contains(p.path); });
        if (!componentPlan.components.isEmpty()) {
            for (const SubmitPlan::Put& p : std::as_const(componentPlan.components))
                registeredEarly.insert(p.path);
            componentsRegistered = inPool([&] {
                if (environmentsRegistered.isValid())
                    if (QString error = environmentsRegistered.result(); !error.isEmpty())
                        return error;
                QList<const SubmitPlan::Put*> puts;
                for (const SubmitPlan::Put& p : std::as_const(componentPlan.components))
                    puts << &p;
                return registerComponents(puts, nullptr);
            });
        }
    }
    QString dataError;
    DatastoreTarget datastore;
    if (datastoreLookup.isValid()) {
        datastore = datastoreLookup.result();
        if (datastore.error.isEmpty())
            memory.setDefaultDatastore(datastore.keepsCredentials ? datastore.name : QString());
        if (!datastore.error.isEmpty()) {
            waitForUploads();
            out.error = source.data.isEmpty()
                ? tr("%1: the Docker context %2 is local: %3").arg(QDir::toNativeSeparators(source.file), QDir::toNativeSeparators(source.buildContexts.first()), datastore.error)
                : tr("%1: %2 is a local path: %3").arg(QDir::toNativeSeparators(source.file), source.data.first().where, datastore.error);
            return out;
        }
    }
    for (qsizetype i = 0; i < contexts.size(); ++i) {
        // as _check_and_upload_env_build_context: the folder under LocalUpload/<hash>/, named by its https URL
        const DataUploadResult u = contexts[i].result();
        const QString& context = source.buildContexts.at(i);
        if (!u.error.isEmpty()) {
            if (dataError.isEmpty())
                dataError = tr("%1: the Docker context %2: %3").arg(QDir::toNativeSeparators(source.file), QDir::toNativeSeparators(context), u.error);
            continue;
        }
        QString blobPath = u.uri.section(QStringLiteral("/paths/"), 1);
        while (blobPath.endsWith(QLatin1Char('/')))
            blobPath.chop(1);
        resolved.buildContextUris.insert(context, datastore.container.plainUrl(blobPath).toString() + QLatin1Char('/'));
    }
    for (qsizetype i = 0; i < data.size(); ++i) {
        const DataUploadResult u = data[i].result();
        const LocalData& d = source.data.at(i);
        if (!u.error.isEmpty()) {
            if (dataError.isEmpty())
                dataError = tr("%1: %2: %3").arg(QDir::toNativeSeparators(source.file), d.where, u.error);
            continue;
        }
        resolved.dataUris.insert(d.path, u.uri);
    }
    if (!dataError.isEmpty()) {
        out.error = dataError;
        return out;
    }

    if (registered.isValid()) {
        out.error = registered.result();
    } else {
        plan = buildSubmitPlan(source, resolved, jobName);
        if (!plan.errors.isEmpty()) {
            out.error = plan.errors.join(QLatin1Char('\n'));
            return out;
        }
        for (QFuture<QString>* early : {&environmentsRegistered, &componentsRegistered})
            if (early->isValid())
                if (const QString error = early->result(); !error.isEmpty() && out.error.isEmpty())
                    out.error = error;
        if (speculated.isValid())
            registeredEarly += speculated.result();
        if (out.error.isEmpty())
            out.error = registerAssets(plan, registeredEarly);
    }
    const QByteArray jobBody = QJsonDocument(plan.job).toJson(QJsonDocument::Compact);
    http::Response created;
    if (out.error.isEmpty())
        created = createJob(arm, plan.jobPath, jobBody);
    // refused while something was taken as registered from the memory: the workspace may no longer have it
    const bool refused = !out.error.isEmpty() || (!created.ok() && !created.cancelled && created.status >= 400 && created.status < 500);
    if (refused && skipped > 0 && plan.errors.isEmpty() && !plan.jobPath.isEmpty()) {
        spdlog::info("azure: {} was refused ({}); its environments and components are registered again and it is sent once more",
                     plan.jobPath.toStdString(), (out.error.isEmpty() ? arm::describeFailure(created, "PUT") : out.error).toStdString());
        trustMemory = false;
        out.error = registerAssets(plan, {});
        if (out.error.isEmpty())
            created = createJob(arm, plan.jobPath, jobBody);
    }
    if (!out.error.isEmpty())
        return out;
    if (!created.ok()) {
        out.error = tr("%1: the job was not created: %2").arg(QDir::toNativeSeparators(source.file), arm::describeFailure(created, "PUT"));
        return out;
    }
    // registered (the job's answer says so of those not sent): not sent next time, and a component naming one can go
    // beside the lookups
    for (const QList<SubmitPlan::Put>* puts : {&plan.environments, &plan.components})
        for (const SubmitPlan::Put& p : *puts)
            memory.addAsset(p.path);
    const QJsonObject job = QJsonDocument::fromJson(created.body).object();
    out.jobId = job.value(QLatin1String("name")).toString(plan.jobName);
    spdlog::info("azure: submitted {} as job {} of workspace {}", source.file.toStdString(), out.jobId.toStdString(),
                 ws.workspace.toStdString());
    if (const QString studio = studioUrl(job); !studio.isEmpty()) {
        Diagnostic note;
        note.severity = Severity::Info;
        note.ruleId = QStringLiteral("azure-submitted");
        note.file = source.file;
        note.message = tr("submitted as job %1 of %2: %3").arg(out.jobId, ws.workspace, studio);
        out.problems << note;
    }
    return out;
}


} // namespace pw::azure
