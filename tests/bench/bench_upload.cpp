// SPDX-License-Identifier: MIT
// Uploading a large local folder (a code folder or local data) to a blob container, as a submit does, against a
// loopback blob service that adds a fixed latency to every answer, as a real network does (20 ms by default).
//
// Ours: what ensureCodeVersion and uploadLocalData do with a folder — listUploadFiles (the ignore file applied),
// contentHash (SHA-256 over every file) and uploadFiles (Put Blob per file, several files in flight over one
// pw::http::Client). Peers, in the same run against the same server, interleaved, median of N:
//   - the official SDK (azure-ai-ml 1.4.0, Debian's python3-azure; tests/bench/upload/sdk_upload.py): its object hash
//     and BlobStorageClient.upload, timed inside its process (the import of the SDK left out). Goal: ours <= 0.5x.
//   - the floor: `sha256sum` of the files, plus the `curl` command putting the same files to the same server with the
//     same number in flight (--parallel --parallel-max). Goal: ours <= 2x.
//   - blob requests: ours <= the SDK's (it checks for an earlier upload and sets a confirmation on one blob).
// The server runs on its own thread, counts requests and bytes, and answers each request `latency` ms after it has
// arrived whole. Exit 1 only when it cannot run (no curl or sha256sum, an upload that fails).
//
//   bench_upload [--files N] [--size-kib K] [--latency-ms L] [--parallel P] [--runs N]
#include "azureupload.h"
#include "benchreport.h"
#include "httpclient.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <spdlog/spdlog.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <random>

using namespace pw;

namespace {

/// A blob service in miniature: Put Blob, Put Block, Put Block List and Set Blob Metadata succeed, every blob read
/// (Get Blob Properties) finds nothing; each answer leaves `latency` ms after its request arrived whole.
class BlobServer : public QTcpServer
{
public:
    explicit BlobServer(int latencyMs) : m_latencyMs(latencyMs) {}

    std::atomic<qint64> requests {0};
    std::atomic<qint64> bodyBytes {0};

    void start()
    {
        listen(QHostAddress::LocalHost, 0);
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* s = nextPendingConnection()) {
                auto* state = new Connection;
                connect(s, &QObject::destroyed, [state] { delete state; });
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
                connect(s, &QTcpSocket::readyRead, this, [this, s, state] {
                    state->buffer.append(s->readAll());
                    serve(s, *state);
                });
            }
        });
    }

private:
    struct Connection
    {
        QByteArray buffer;
        bool continued = false;
    };

    void serve(QTcpSocket* s, Connection& c)
    {
        for (;;) {
            const qsizetype end = c.buffer.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            const QByteArray head = c.buffer.left(end).toLower();
            qint64 length = 0;
            if (const qsizetype at = head.indexOf("\ncontent-length:"); at >= 0)
                length = head.mid(at + 16, head.indexOf('\r', at + 16) - at - 16).trimmed().toLongLong();
            if (c.buffer.size() < end + 4 + length) {
                if (!c.continued && head.contains("\nexpect: 100-continue")) {
                    s->write("HTTP/1.1 100 Continue\r\n\r\n");
                    c.continued = true;
                }
                return;
            }
            const QByteArray requestLine = head.left(head.indexOf('\r'));
            c.buffer.remove(0, end + 4 + length);
            c.continued = false;
            ++requests;
            bodyBytes += length;
            QByteArray answer;
            if (requestLine.startsWith("put ") && requestLine.contains("comp=metadata"))
                answer = "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n";
            else if (requestLine.startsWith("put "))
                answer = "HTTP/1.1 201 Created\r\nContent-Length: 0\r\n\r\n";
            else
                answer = "HTTP/1.1 404 The specified blob does not exist.\r\nx-ms-error-code: BlobNotFound\r\n"
                         "Content-Length: 0\r\n\r\n";
            QPointer<QTcpSocket> socket(s);
            QTimer::singleShot(m_latencyMs, Qt::PreciseTimer, this, [socket, answer] {
                if (socket)
                    socket->write(answer);
            });
        }
    }

    int m_latencyMs;
};

double median(QList<double> v)
{
    if (v.isEmpty())
        return -1;
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

/// `files` files of about `sizeKiB` KiB (between half and one and a half of it) of random bytes in folders of 100.
qint64 makeFolder(const QString& root, int files, int sizeKiB)
{
    std::mt19937_64 random(20261202);
    qint64 total = 0;
    for (int i = 0; i < files; ++i) {
        const QString dir = QStringLiteral("%1/pkg%2").arg(root).arg(i / 100, 2, 10, QLatin1Char('0'));
        QDir().mkpath(dir);
        const qint64 size = qint64(sizeKiB) * 1024 / 2 + qint64(random() % (quint64(sizeKiB) * 1024 + 1));
        QByteArray bytes(size, Qt::Uninitialized);
        for (qint64 at = 0; at + 8 <= size; at += 8) {
            const quint64 r = random();
            std::memcpy(bytes.data() + at, &r, 8);
        }
        QFile f(QStringLiteral("%1/module_%2.py").arg(dir).arg(i, 5, 10, QLatin1Char('0')));
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != size)
            return -1;
        total += size;
    }
    return total;
}

struct Server
{
    QThread thread;
    BlobServer* blobs = nullptr;
    quint16 port = 0;

    explicit Server(int latencyMs)
    {
        blobs = new BlobServer(latencyMs);
        blobs->moveToThread(&thread);
        thread.start();
        QMetaObject::invokeMethod(blobs, [this] { blobs->start(); port = blobs->serverPort(); }, Qt::BlockingQueuedConnection);
    }
    ~Server()
    {
        QMetaObject::invokeMethod(blobs, [this] { delete blobs; }, Qt::BlockingQueuedConnection);
        thread.quit();
        thread.wait();
    }
    QString accountUrl() const { return QStringLiteral("http://127.0.0.1:%1/benchaccount").arg(port); }
};

const QString Sas = QStringLiteral("sv=2023-11-03&sr=c&sp=racwdl&sig=bench");

/// Ours: list, hash and upload as a submit does; seconds, or -1 with the error printed.
double runOurs(http::Client& http, const Server& server, const QString& folder, int parallel, qint64& requests)
{
    const qint64 before = server.blobs->requests;
    QElapsedTimer t;
    t.start();
    const azure::FileList list = azure::listUploadFiles(folder);
    QString error;
    const QString hash = azure::contentHash(list.files, &error);
    azure::BlobContainer container;
    container.url = QUrl(server.accountUrl() + QStringLiteral("/container"));
    container.sas = Sas;
    azure::UploadOptions options;
    options.parallelFiles = parallel;
    const azure::UploadResult r = azure::uploadFiles(http, container, QStringLiteral("LocalUpload/%1/src").arg(hash), list.files, options);
    const double seconds = t.nsecsElapsed() / 1e9;
    if (!list.error.isEmpty() || !error.isEmpty() || !r.error.isEmpty()) {
        std::fprintf(stderr, "bench_upload: ours failed: %s\n", qPrintable(list.error + error + r.error));
        return -1;
    }
    requests = server.blobs->requests - before;
    return seconds;
}

/// The SDK's hash and upload, timed in its process; -1 when it cannot run (`why` says why).
double runSdk(const Server& server, const QString& folder, qint64& requests, QString& why)
{
    const qint64 before = server.blobs->requests;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PYTHONPATH"), QStringLiteral(PW_SOURCE_DIR "/tests/sdk"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral("/usr/bin/python3"), {QStringLiteral(PW_SOURCE_DIR "/tests/bench/upload/sdk_upload.py"), folder,
                                                 server.accountUrl(), QStringLiteral("container"), Sas});
    if (!p.waitForFinished(600000) || p.exitCode() != 0) {
        why = p.exitCode() == 3 ? QStringLiteral("azure-ai-ml not importable (apt-get install python3-azure)")
                                : QStringLiteral("the SDK's upload failed: ") + QString::fromUtf8(p.readAllStandardError().right(300));
        return -1;
    }
    requests = server.blobs->requests - before;
    const QByteArray out = p.readAllStandardOutput();
    return QJsonDocument::fromJson(out.mid(out.lastIndexOf('{'))).object().value(QStringLiteral("seconds")).toDouble(-1);
}

/// sha256sum of the files, then curl putting them with `parallel` in flight; seconds, or -1.
double runFloor(const Server& server, const QString& folder, const azure::FileList& list, int parallel, const QString& cfg)
{
    QStringList paths;
    for (const azure::UploadFile& f : list.files)
        paths << f.localPath;
    QElapsedTimer t;
    t.start();
    QProcess sha;
    sha.setStandardOutputFile(QProcess::nullDevice());
    sha.start(QStringLiteral("sha256sum"), paths);
    if (!sha.waitForFinished(600000) || sha.exitCode() != 0)
        return -1;
    QFile config(cfg);
    if (!config.open(QIODevice::WriteOnly))
        return -1;
    config.write("header = \"x-ms-blob-type: BlockBlob\"\nheader = \"x-ms-version: 2023-11-03\"\n");
    for (const azure::UploadFile& f : list.files) {
        config.write("url = \"" + server.accountUrl().toUtf8() + "/container/floor/" + f.relativePath.toUtf8() + "?" + Sas.toUtf8()
                     + "\"\nupload-file = \"" + f.localPath.toUtf8() + "\"\noutput = \"/dev/null\"\n");
    }
    config.close();
    Q_UNUSED(folder);
    QProcess curl;
    curl.setStandardOutputFile(QProcess::nullDevice());
    curl.start(QStringLiteral("curl"), {QStringLiteral("--silent"), QStringLiteral("--fail"), QStringLiteral("--parallel"),
                                        QStringLiteral("--parallel-max"), QString::number(parallel), QStringLiteral("--config"), cfg});
    if (!curl.waitForFinished(600000) || curl.exitCode() != 0) {
        std::fprintf(stderr, "bench_upload: curl failed: %s\n", curl.readAllStandardError().constData());
        return -1;
    }
    return t.nsecsElapsed() / 1e9;
}

int intArg(const QStringList& args, const QString& name, int fallback)
{
    const qsizetype i = args.indexOf(name);
    return i >= 0 && i + 1 < args.size() ? args.at(i + 1).toInt() : fallback;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    spdlog::set_level(spdlog::level::warn);
    const QStringList args = app.arguments();
    const int files = intArg(args, QStringLiteral("--files"), 2000);
    const int sizeKiB = intArg(args, QStringLiteral("--size-kib"), 100);
    const int latency = intArg(args, QStringLiteral("--latency-ms"), 20);
    const int parallel = intArg(args, QStringLiteral("--parallel"), azure::UploadOptions().parallelFiles);
    const int runs = std::max(1, intArg(args, QStringLiteral("--runs"), 5));
    for (const char* tool : {"curl", "sha256sum"})
        if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty()) {
            std::fprintf(stderr, "bench_upload: needs %s (apt-get install %s)\n", tool, tool[0] == 'c' ? "curl" : "coreutils");
            return 1;
        }

    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("src"));
    const qint64 bytes = makeFolder(folder, files, sizeKiB);
    if (bytes < 0) {
        std::fprintf(stderr, "bench_upload: cannot write the folder\n");
        return 1;
    }
    const azure::FileList list = azure::listUploadFiles(folder);
    std::printf("bench_upload: %d files, %.1f MB, %d ms added to every answer, %d files in flight, median of %d\n\n", files,
                bytes / 1e6, latency, parallel, runs);

    Server server(latency);
    http::Client http;
    QList<double> ours, sdk, floor;
    qint64 ourRequests = 0, sdkRequests = -1;
    QString sdkWhy;
    for (int i = 0; i < runs; ++i) {
        const double o = runOurs(http, server, folder, parallel, ourRequests);
        if (o < 0)
            return 1;
        ours << o;
        if (sdkWhy.isEmpty()) {
            const double s = runSdk(server, folder, sdkRequests, sdkWhy);
            if (s >= 0)
                sdk << s;
        }
        const double f = runFloor(server, folder, list, parallel, dir.filePath(QStringLiteral("curl.cfg")));
        if (f < 0) {
            std::fprintf(stderr, "bench_upload: the floor could not be measured\n");
            return 1;
        }
        floor << f;
    }

    benchreport::header();
    benchreport::relative(QStringLiteral("folder upload vs azure-ai-ml 1.4.0"), median(ours), QStringLiteral("BlobStorageClient.upload"),
                          median(sdk), "s", 0.5, sdkWhy);
    benchreport::relative(QStringLiteral("folder upload vs the floor"), median(ours),
                          QStringLiteral("sha256sum + curl --parallel-max %1").arg(parallel), median(floor), "s", 2.0);
    benchreport::relative(QStringLiteral("blob requests vs azure-ai-ml 1.4.0"), double(ourRequests),
                          QStringLiteral("its requests"), sdkRequests < 0 ? -1.0 : double(sdkRequests), "", 1.0, sdkWhy);
    benchreport::summary("bench_upload");
    return 0;
}
