// SPDX-License-Identifier: MIT
#pragma once
// An HTTPS/1.1 server on a local address for the tests and benchmarks of the Azure backend's wire: TLS with a
// self-signed certificate made at run time by the `openssl` command (Qt cannot generate keys), keep-alive, one
// handler that answers each request, and counts of TCP connections, completed TLS handshakes
// (QSslSocket::encrypted) and connections that ended before their handshake completed. The counts are atomic, so a
// benchmark may read them while the server runs on a thread of its own.

#include "loopbackserver.h" // Received, Reply, takeRequest, replyHead

#include <QDir>
#include <QFile>
#include <QHostAddress>
#include <QProcess>
#include <QSslCertificate>
#include <QSslKey>
#include <QSslSocket>
#include <QStandardPaths>
#include <QTcpServer>

#include <atomic>
#include <functional>

namespace {

/// A certificate and its private key, as files (PEM) and as loaded by Qt.
struct TlsIdentity
{
    QString certificateFile; // the certificate; being self-signed, it is also the CA bundle that trusts it
    QString keyFile;
    QSslCertificate certificate;
    QSslKey key;
    QString error; // why it could not be made; empty when it was
};

/// A self-signed certificate (P-256 key, valid two days) for `commonName` with the subject alternative names
/// `san` (as openssl writes them: "IP:127.0.0.1,DNS:localhost"), written into `dir` as `<name>.pem` and
/// `<name>.key` by the `openssl` command.
inline TlsIdentity makeSelfSignedIdentity(const QString& dir, const QString& name, const QString& commonName,
                                          const QString& san)
{
    TlsIdentity id;
    const QString openssl = QStandardPaths::findExecutable(QStringLiteral("openssl"));
    if (openssl.isEmpty()) {
        id.error = QStringLiteral("the `openssl` command was not found on PATH; it makes the self-signed test "
                                  "certificates (Debian package `openssl`, which .ci/bootstrap installs)");
        return id;
    }
    id.certificateFile = QDir(dir).filePath(name + QStringLiteral(".pem"));
    id.keyFile = QDir(dir).filePath(name + QStringLiteral(".key"));
    const QStringList args {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("ec"),
                            QStringLiteral("-pkeyopt"), QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes"),
                            QStringLiteral("-keyout"), id.keyFile, QStringLiteral("-out"), id.certificateFile,
                            QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"),
                            QStringLiteral("/CN=") + commonName, QStringLiteral("-addext"),
                            QStringLiteral("subjectAltName=") + san};
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(openssl, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        id.error = QStringLiteral("`%1 %2` failed (exit code %3): %4")
                       .arg(openssl, args.join(QLatin1Char(' ')))
                       .arg(p.exitCode())
                       .arg(QString::fromLocal8Bit(p.readAll()).trimmed());
        return id;
    }
    QFile cert(id.certificateFile);
    QFile key(id.keyFile);
    if (!cert.open(QIODevice::ReadOnly) || !key.open(QIODevice::ReadOnly)) {
        id.error = QStringLiteral("openssl wrote no %1 / %2").arg(id.certificateFile, id.keyFile);
        return id;
    }
    id.certificate = QSslCertificate(cert.readAll(), QSsl::Pem);
    id.key = QSslKey(key.readAll(), QSsl::Ec, QSsl::Pem);
    if (id.certificate.isNull() || id.key.isNull())
        id.error = QStringLiteral("%1 or %2 could not be read by Qt's TLS backend (%3)")
                       .arg(id.certificateFile, id.keyFile, QSslSocket::activeBackend());
    return id;
}

class TlsLoopbackServer : public QTcpServer
{
public:
    std::function<Reply(const Received&)> handler;
    QList<Received> requests; // on the server's thread only
    bool recordRequests = true;
    std::atomic<int> connections {0};
    std::atomic<int> handshakes {0}; // QSslSocket::encrypted: one per TLS session set up
    std::atomic<int> failedHandshakes {0}; // connections closed or failed before their handshake completed

    explicit TlsLoopbackServer(const TlsIdentity& identity, const QHostAddress& address = QHostAddress::LocalHost)
        : m_identity(identity)
    {
        listen(address, 0);
    }

    QUrl url(const QString& path) const
    {
        QString host = serverAddress().toString();
        if (serverAddress().protocol() == QAbstractSocket::IPv6Protocol)
            host = QLatin1Char('[') + host + QLatin1Char(']');
        return QUrl(QStringLiteral("https://%1:%2%3").arg(host).arg(serverPort()).arg(path));
    }

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto* s = new QSslSocket(this);
        if (!s->setSocketDescriptor(descriptor)) {
            delete s;
            return;
        }
        ++connections;
        s->setLocalCertificate(m_identity.certificate);
        s->setPrivateKey(m_identity.key);
        s->setPeerVerifyMode(QSslSocket::VerifyNone); // no client certificates
        auto* state = new Connection;
        connect(s, &QObject::destroyed, [state] { delete state; }); // lives as long as the socket
        connect(s, &QSslSocket::encrypted, this, [this, state] {
            state->encrypted = true;
            ++handshakes;
        });
        auto ended = [this, state] {
            if (!state->encrypted && !state->counted) {
                state->counted = true;
                ++failedHandshakes;
            }
        };
        connect(s, &QAbstractSocket::errorOccurred, this, ended);
        connect(s, &QAbstractSocket::disconnected, this, ended);
        connect(s, &QAbstractSocket::disconnected, s, &QObject::deleteLater);
        connect(s, &QSslSocket::readyRead, this, [this, s, state] {
            state->buffer.append(s->readAll());
            serve(s, state->buffer);
        });
        s->startServerEncryption();
    }

private:
    struct Connection
    {
        QByteArray buffer;
        bool encrypted = false;
        bool counted = false;
    };

    void serve(QSslSocket* s, QByteArray& buffer)
    {
        for (;;) {
            Received r;
            if (!takeRequest(buffer, r))
                return;
            const Reply reply = handler ? handler(r) : Reply {};
            if (recordRequests)
                requests << r;
            if (reply.hang)
                continue;
            s->write(replyHead(reply));
            s->write(reply.body);
        }
    }

    TlsIdentity m_identity;
};

} // namespace
