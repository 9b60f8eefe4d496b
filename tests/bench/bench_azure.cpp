// SPDX-License-Identifier: MIT
// Listing a workspace's jobs over HTTPS. Goal: 5,000 jobs in 50 pages (ARM list pages joined by nextLink, items in
// the shape of Jobs_List) read through the project's list path, ArmClient::list -> arm::listAll (the token, one
// request per page over pw::http::Client, each page parsed with QJsonDocument, nextLink followed, the items gathered)
// <= 1.2x the peer: a minimal libcurl loop reusing one easy handle that fetches the same pages and parses each with
// QJsonDocument too (for its nextLink and its item count). Both run against the same HTTPS server in the same run,
// best of N, alternating. Printed beside them for reference: the same libcurl loop fetching the page URLs without
// parsing anything (the floor set by the server and the transport), the CPU time of the server's thread, and
// azure::listJobs (the backend's job listing: the list plus a JobRun per item, sorted).
// TLS: the server (127.0.0.1, its own thread, pre-built page bodies, a self-signed P-256 certificate made by the
// openssl command and trusted through ClientOptions::caBundle) counts handshakes (QSslSocket::encrypted). Goal: one
// for the whole run of one client, i.e. none per page once the first listing has set the connection up.
// Exit 1 only when it cannot run (no openssl, no TLS backend, a listing that fails).
//
//   bench_azure [--jobs N] [--pages N] [--runs N]
#include "armclient.h"
#include "azurejobs.h"
#include "benchreport.h"
#include "tlsloopbackserver.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSslConfiguration>
#include <QTemporaryDir>
#include <QThread>

#include <curl/curl.h>
#include <spdlog/spdlog.h>

#include <cstdio>
#include <ctime>
#include <limits>

using namespace pw;

namespace {

const QString WorkspacePath
    = QStringLiteral("/subscriptions/s1/resourceGroups/rg1/providers/Microsoft.MachineLearningServices/workspaces/ws1");

QJsonObject job(int i)
{
    static const char* statuses[] = {"Completed", "Failed", "Running", "Canceled", "Queued", "Completed"};
    const QString name = QStringLiteral("job-%1-quiet-lemon-%2").arg(i, 5, 10, QLatin1Char('0')).arg(i * 7919 % 100000);
    const QString created
        = QDateTime(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC).addSecs(qint64(100000 - i) * 60).toString(Qt::ISODateWithMs);
    const QJsonObject input {{QStringLiteral("jobInputType"), QStringLiteral("uri_folder")},
                             {QStringLiteral("mode"), QStringLiteral("ReadOnlyMount")},
                             {QStringLiteral("uri"), QStringLiteral("azureml://datastores/workspaceblobstore/paths/LocalUpload/5f1c0e7d2b/data/")}};
    const QJsonObject literal {{QStringLiteral("jobInputType"), QStringLiteral("literal")},
                               {QStringLiteral("value"), QString::number(0.01 * (1 + i % 10))}};
    const QJsonObject output {{QStringLiteral("jobOutputType"), QStringLiteral("uri_folder")},
                              {QStringLiteral("mode"), QStringLiteral("Upload")},
                              {QStringLiteral("uri"), QStringLiteral("azureml://datastores/workspaceblobstore/paths/azureml/%1/model/").arg(name)}};
    const QJsonObject properties {
        {QStringLiteral("description"), QStringLiteral("nightly training of the taxi fare model")},
        {QStringLiteral("computeId"), QString(WorkspacePath + QStringLiteral("/computes/cpu-cluster"))},
        {QStringLiteral("displayName"), QStringLiteral("taxi-fare-training %1").arg(i)},
        {QStringLiteral("experimentName"), QStringLiteral("taxi-fare")},
        {QStringLiteral("inputs"), QJsonObject {{QStringLiteral("training_data"), input}, {QStringLiteral("learning_rate"), literal}}},
        {QStringLiteral("outputs"), QJsonObject {{QStringLiteral("model"), output}}},
        {QStringLiteral("jobType"), QStringLiteral("Pipeline")},
        {QStringLiteral("isArchived"), false},
        {QStringLiteral("properties"),
         QJsonObject {{QStringLiteral("azureml.runsource"), QStringLiteral("azureml.PipelineRun")},
                      {QStringLiteral("runSource"), QStringLiteral("MFE")},
                      {QStringLiteral("runType"), QStringLiteral("HTTP")},
                      {QStringLiteral("azureml.parameters"), QStringLiteral("{}")},
                      {QStringLiteral("azureml.continue_on_step_failure"), QStringLiteral("False")}}},
        {QStringLiteral("services"),
         QJsonObject {{QStringLiteral("Tracking"),
                       QJsonObject {{QStringLiteral("jobServiceType"), QStringLiteral("Tracking")},
                                    {QStringLiteral("endpoint"), QString(QStringLiteral("azureml://westeurope.api.azureml.ms/mlflow/v1.0") + WorkspacePath)}}},
                      {QStringLiteral("Studio"),
                       QJsonObject {{QStringLiteral("jobServiceType"), QStringLiteral("Studio")},
                                    {QStringLiteral("endpoint"), QString(QStringLiteral("https://ml.azure.com/runs/%1?wsid=").arg(name) + WorkspacePath)}}}}},
        {QStringLiteral("settings"), QJsonObject {{QStringLiteral("default_compute"), QString(WorkspacePath + QStringLiteral("/computes/cpu-cluster"))}}},
        {QStringLiteral("status"), QString::fromLatin1(statuses[i % 6])},
        {QStringLiteral("tags"), QJsonObject {{QStringLiteral("team"), QStringLiteral("forecasting")}}}};
    return QJsonObject {
        {QStringLiteral("id"), QString(WorkspacePath + QStringLiteral("/jobs/") + name)},
        {QStringLiteral("name"), name},
        {QStringLiteral("type"), QStringLiteral("Microsoft.MachineLearningServices/workspaces/jobs")},
        {QStringLiteral("properties"), properties},
        {QStringLiteral("systemData"),
         QJsonObject {{QStringLiteral("createdAt"), created},
                      {QStringLiteral("createdBy"), QStringLiteral("Ada Lovelace")},
                      {QStringLiteral("createdByType"), QStringLiteral("User")},
                      {QStringLiteral("lastModifiedAt"), created},
                      {QStringLiteral("lastModifiedBy"), QStringLiteral("Ada Lovelace")},
                      {QStringLiteral("lastModifiedByType"), QStringLiteral("User")}}}};
}

class FixedCredential : public azure::Credential
{
public:
    QString describe() const override { return QStringLiteral("fixed"); }
    azure::TokenResult acquire() override
    {
        azure::TokenResult r;
        r.token.value = "bench-token";
        r.token.expiresOn = QDateTime::currentDateTimeUtc().addSecs(3600);
        return r;
    }
};

double threadCpuMs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/// The peer: one libcurl easy handle, reused for every page, with the same CA bundle, verification and headers.
class CurlLoop
{
public:
    explicit CurlLoop(const QString& caBundle)
        : m_ca(caBundle.toLocal8Bit())
    {
        m_easy = curl_easy_init();
        m_headers = curl_slist_append(m_headers, "Authorization: Bearer bench-token");
        m_headers = curl_slist_append(m_headers, "Accept: application/json");
        curl_easy_setopt(m_easy, CURLOPT_CAINFO, m_ca.constData());
        curl_easy_setopt(m_easy, CURLOPT_SSL_VERIFYPEER, 1L);
        curl_easy_setopt(m_easy, CURLOPT_SSL_VERIFYHOST, 2L);
        curl_easy_setopt(m_easy, CURLOPT_HTTPHEADER, m_headers);
        curl_easy_setopt(m_easy, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(m_easy, CURLOPT_NOPROXY, "*");
        curl_easy_setopt(m_easy, CURLOPT_WRITEFUNCTION, &CurlLoop::onBody);
        curl_easy_setopt(m_easy, CURLOPT_WRITEDATA, &m_body);
    }
    ~CurlLoop()
    {
        curl_easy_cleanup(m_easy);
        curl_slist_free_all(m_headers);
    }

    /// GET `url` into body(); false with `error` set when it fails.
    bool get(const QByteArray& url, QString* error)
    {
        m_body.clear();
        curl_easy_setopt(m_easy, CURLOPT_URL, url.constData());
        const CURLcode rc = curl_easy_perform(m_easy);
        long status = 0;
        curl_easy_getinfo(m_easy, CURLINFO_RESPONSE_CODE, &status);
        if (rc != CURLE_OK || status != 200) {
            *error = QStringLiteral("libcurl GET %1: %2 (HTTP %3)")
                         .arg(QString::fromUtf8(url), QString::fromUtf8(curl_easy_strerror(rc)))
                         .arg(status);
            return false;
        }
        return true;
    }
    const QByteArray& body() const { return m_body; }

private:
    static size_t onBody(char* data, size_t size, size_t count, void* user)
    {
        static_cast<QByteArray*>(user)->append(data, qsizetype(size * count));
        return size * count;
    }

    QByteArray m_ca;
    CURL* m_easy = nullptr;
    curl_slist* m_headers = nullptr;
    QByteArray m_body;
};

struct Sample
{
    double ms = -1;
    int items = 0;
    int pages = 0;
    QString error;
};

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    spdlog::set_level(spdlog::level::warn);
    int jobs = 5000;
    int pages = 50;
    int runs = 5;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--jobs") && i + 1 < args.size())
            jobs = std::max(1, args[++i].toInt());
        else if (args[i] == QLatin1String("--pages") && i + 1 < args.size())
            pages = std::max(1, args[++i].toInt());
        else if (args[i] == QLatin1String("--runs") && i + 1 < args.size())
            runs = std::max(1, args[++i].toInt());
        else {
            std::fprintf(stderr, "usage: bench_azure [--jobs N] [--pages N] [--runs N]\n");
            return 2;
        }
    }
    pages = std::min(pages, jobs);
    if (!QSslSocket::supportsSsl()) {
        std::fprintf(stderr, "bench_azure: Qt has no TLS backend here; the HTTPS server needs one\n");
        return 1;
    }
    QTemporaryDir dir;
    const TlsIdentity identity = makeSelfSignedIdentity(dir.path(), QStringLiteral("bench"), QStringLiteral("127.0.0.1"),
                                                        QStringLiteral("IP:127.0.0.1"));
    if (!identity.error.isEmpty()) {
        std::fprintf(stderr, "bench_azure: %s\n", qPrintable(identity.error));
        return 1;
    }

    // the server on a thread of its own, so that it answers while this thread waits for each page
    QThread serverThread;
    serverThread.setObjectName(QStringLiteral("https server"));
    serverThread.start();
    auto* anchor = new QObject;
    anchor->moveToThread(&serverThread);
    TlsLoopbackServer* server = nullptr;
    QMetaObject::invokeMethod(
        anchor,
        [&] {
            // Qt sets its TLS backend up (the library, the system's CA certificates) on first use: done here, so
            // that the first connection of neither side pays for it
            (void)QSslConfiguration::defaultConfiguration().caCertificates();
            server = new TlsLoopbackServer(identity);
        },
        Qt::BlockingQueuedConnection);
    if (!server->isListening()) {
        std::fprintf(stderr, "bench_azure: the HTTPS server could not listen: %s\n", qPrintable(server->errorString()));
        return 1;
    }
    auto serverCpuMs = [&] {
        double ms = 0;
        QMetaObject::invokeMethod(anchor, [&] { ms = threadCpuMs(); }, Qt::BlockingQueuedConnection);
        return ms;
    };

    // the pages, built once: page k holds jobs [k*jobs/pages, (k+1)*jobs/pages) and links to page k+1
    const QString firstUrl = server->url(WorkspacePath + QStringLiteral("/jobs?api-version=%1&listViewType=All")
                                                             .arg(QLatin1String(arm::ApiVersion)))
                                 .toString();
    QList<QByteArray> pageUrls;
    QList<QByteArray> bodies;
    qint64 totalBytes = 0;
    for (int k = 0; k < pages; ++k) {
        pageUrls << (k == 0 ? firstUrl : QString(firstUrl + QStringLiteral("&$skiptoken=%1").arg(k))).toUtf8();
        QJsonArray value;
        for (int i = int(qint64(k) * jobs / pages); i < int(qint64(k + 1) * jobs / pages); ++i)
            value.append(job(i));
        QJsonObject page {{QStringLiteral("value"), value}};
        if (k + 1 < pages)
            page.insert(QStringLiteral("nextLink"), QString(firstUrl + QStringLiteral("&$skiptoken=%1").arg(k + 1)));
        bodies << QJsonDocument(page).toJson(QJsonDocument::Compact);
        totalBytes += bodies.last().size();
    }
    const QByteArray jobsPath = (WorkspacePath + QStringLiteral("/jobs?")).toUtf8();
    server->recordRequests = false;
    server->handler = [&bodies, jobsPath](const Received& r) {
        if (!r.path.startsWith(jobsPath))
            return Reply {404, {}, "{\"error\":{\"code\":\"NotFound\",\"message\":\"no such path\"}}"};
        const qsizetype at = r.path.indexOf("skiptoken=");
        const int k = at < 0 ? 0 : r.path.mid(at + 10).toInt();
        return Reply {200, {{"Content-Type", "application/json; charset=utf-8"}}, bodies.value(k)};
    };

    // ours: one client for the whole run, as the backend keeps one per workspace
    http::ClientOptions options;
    options.caBundle = identity.certificateFile;
    http::Client client(options);
    azure::TokenCache tokens(std::make_unique<FixedCredential>());
    arm::ArmClient armClient(client, tokens, azure::customCloud(server->url(QString()), QUrl(QStringLiteral("https://login.invalid"))));
    arm::WorkspaceRef ws {QStringLiteral("s1"), QStringLiteral("rg1"), QStringLiteral("ws1"), QStringLiteral("westeurope")};

    auto ours = [&] {
        Sample s;
        QElapsedTimer t;
        t.start();
        const arm::ListResult list = armClient.list(ws.path() + QStringLiteral("/jobs"), {{QStringLiteral("listViewType"), QStringLiteral("All")}});
        s.ms = t.nsecsElapsed() / 1e6;
        s.items = int(list.items.size());
        s.pages = list.pages;
        s.error = list.error;
        return s;
    };
    auto oursJobs = [&] {
        Sample s;
        QElapsedTimer t;
        t.start();
        const azure::JobsResult r = azure::listJobs(armClient, ws, jobs);
        s.ms = t.nsecsElapsed() / 1e6;
        s.items = int(r.jobs.size());
        s.pages = pages;
        s.error = r.error;
        return s;
    };
    curl_global_init(CURL_GLOBAL_DEFAULT);
    CurlLoop curl(identity.certificateFile);
    auto peerParsed = [&] {
        Sample s;
        QElapsedTimer t;
        t.start();
        QByteArray url = pageUrls.first();
        while (!url.isEmpty()) {
            if (!curl.get(url, &s.error))
                return s;
            const QJsonObject page = QJsonDocument::fromJson(curl.body()).object();
            s.items += int(page.value(QLatin1String("value")).toArray().size());
            ++s.pages;
            url = page.value(QLatin1String("nextLink")).toString().toUtf8();
        }
        s.ms = t.nsecsElapsed() / 1e6;
        return s;
    };
    auto peerRaw = [&] {
        Sample s;
        QElapsedTimer t;
        t.start();
        for (const QByteArray& url : pageUrls) {
            if (!curl.get(url, &s.error))
                return s;
            ++s.pages;
        }
        s.ms = t.nsecsElapsed() / 1e6;
        s.items = jobs; // nothing is parsed, so nothing is counted
        return s;
    };
    auto check = [&](const char* who, const Sample& s) {
        if (!s.error.isEmpty() || s.items != jobs || s.pages != pages) {
            std::fprintf(stderr, "bench_azure: %s: %d items in %d pages (expected %d in %d): %s\n", who, s.items, s.pages,
                         jobs, pages, qPrintable(s.error));
            return false;
        }
        return true;
    };

    // the first listing of each side sets its connection up (one TLS handshake each); then the timed runs
    int before = server->handshakes.load();
    const Sample oursFirst = ours();
    const int oursFirstHandshakes = server->handshakes.load() - before;
    before = server->handshakes.load();
    const Sample peerFirst = peerParsed();
    const int peerFirstHandshakes = server->handshakes.load() - before;
    if (!check("ours, first listing", oursFirst) || !check("peer, first listing", peerFirst))
        return 1;

    double bestOurs = std::numeric_limits<double>::max();
    double bestJobs = std::numeric_limits<double>::max();
    double bestPeer = std::numeric_limits<double>::max();
    double bestRaw = std::numeric_limits<double>::max();
    int oursSteadyHandshakes = 0;
    int peerSteadyHandshakes = 0;
    double serverCpuOurs = 0;
    double serverCpuPeer = 0;
    double serverCpuRaw = 0;
    for (int r = 0; r < runs; ++r) {
        double cpu = serverCpuMs();
        before = server->handshakes.load();
        const Sample a = ours();
        oursSteadyHandshakes += server->handshakes.load() - before;
        serverCpuOurs += serverCpuMs() - cpu;
        cpu = serverCpuMs();
        before = server->handshakes.load();
        const Sample b = peerParsed();
        peerSteadyHandshakes += server->handshakes.load() - before;
        serverCpuPeer += serverCpuMs() - cpu;
        cpu = serverCpuMs();
        before = server->handshakes.load();
        const Sample c = peerRaw();
        peerSteadyHandshakes += server->handshakes.load() - before;
        serverCpuRaw += serverCpuMs() - cpu;
        before = server->handshakes.load();
        const Sample d = oursJobs();
        oursSteadyHandshakes += server->handshakes.load() - before;
        if (!check("ours", a) || !check("peer", b) || !check("peer without parsing", c) || !check("azure::listJobs", d))
            return 1;
        bestOurs = std::min(bestOurs, a.ms);
        bestPeer = std::min(bestPeer, b.ms);
        bestRaw = std::min(bestRaw, c.ms);
        bestJobs = std::min(bestJobs, d.ms);
    }
    const int steadyListings = 2 * runs; // per side: ours (list + listJobs), peer (parsed + raw)
    const int totalOurs = oursFirstHandshakes + oursSteadyHandshakes;
    const int totalPeer = peerFirstHandshakes + peerSteadyHandshakes;

    std::printf("bench_azure: %d jobs in %d pages (%.2f MB of JSON per listing) over HTTPS from a loopback server on its own "
                "thread (pre-built pages, self-signed P-256 certificate trusted through the CA bundle, server TLS: Qt's %s "
                "backend, %s; HTTP/1.1 keep-alive); best of %d, alternating, after one untimed first listing per side\n",
                jobs, pages, totalBytes / 1e6, qPrintable(QSslSocket::activeBackend()),
                qPrintable(QSslSocket::sslLibraryVersionString()), runs);
    std::printf("ours: ArmClient::list -> arm::listAll (token, pw::http::Client, QJsonDocument per page, nextLink, items "
                "gathered): %.2f ms (%.3f ms per page)\n",
                bestOurs, bestOurs / pages);
    std::printf("peer: libcurl loop on one reused easy handle, each page parsed with QJsonDocument (nextLink, item "
                "count): %.2f ms (%.3f ms per page)\n",
                bestPeer, bestPeer / pages);
    std::printf("reference: the same libcurl loop fetching the %d URLs without parsing: %.2f ms (%.3f ms per page); "
                "azure::listJobs (the list + a JobRun per item, sorted): %.2f ms\n",
                pages, bestRaw, bestRaw / pages, bestJobs);
    std::printf("server thread CPU per listing (mean of %d): %.2f ms during ours, %.2f ms during the peer, %.2f ms during "
                "the unparsed loop\n",
                runs, serverCpuOurs / runs, serverCpuPeer / runs, serverCpuRaw / runs);
    std::printf("TLS handshakes: ours %d on the first listing, %d over the %d listings after it (%d pages); peer %d on "
                "the first, %d over the %d after it\n",
                oursFirstHandshakes, oursSteadyHandshakes, steadyListings, steadyListings * pages, peerFirstHandshakes,
                peerSteadyHandshakes, steadyListings);
    std::printf("first listing of each side (ours first; sets the connection up; not in the best-of): ours %.2f ms, peer %.2f ms\n\n", oursFirst.ms,
                peerFirst.ms);

    benchreport::header();
    benchreport::relative(QStringLiteral("%1 jobs / %2 pages, arm::listAll").arg(jobs).arg(pages), bestOurs,
                          QStringLiteral("libcurl loop + QJsonDocument"), bestPeer, "ms", 1.2);
    benchreport::line(QStringLiteral("%1 jobs / %2 pages, arm::listAll").arg(jobs).arg(pages), bestOurs,
                      QStringLiteral("libcurl loop, no parsing"), bestRaw, "ms", QStringLiteral("none (reference)"),
                      QStringLiteral("reference"));
    benchreport::line(QStringLiteral("%1 jobs / %2 pages, azure::listJobs").arg(jobs).arg(pages), bestJobs,
                      QStringLiteral("libcurl loop + QJsonDocument"), bestPeer, "ms", QStringLiteral("none (reference)"),
                      QStringLiteral("reference"));
    benchreport::absolute(QStringLiteral("TLS handshakes, whole run (%1 listings)").arg(1 + steadyListings), totalOurs,
                          QStringLiteral("libcurl, one easy handle"), totalPeer, "", 1, QStringLiteral("(the first only)"));
    benchreport::absolute(QStringLiteral("new TLS handshakes per page, steady state"),
                          double(oursSteadyHandshakes) / (steadyListings * pages), QStringLiteral("libcurl, one easy handle"),
                          double(peerSteadyHandshakes) / (steadyListings * pages), "", 0);
    benchreport::summary("bench_azure");

    QMetaObject::invokeMethod(anchor, [&] { delete server; }, Qt::BlockingQueuedConnection);
    anchor->deleteLater();
    serverThread.quit();
    serverThread.wait();
    return 0;
}
