// SPDX-License-Identifier: MIT
#pragma once
// A small HTTP/1.1 server on 127.0.0.1 for the tests of the Azure backend's wire: keep-alive, one handler that
// answers each request, a count of connections, and requests that are never answered (timeouts, cancellation).

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QPair>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

#include <functional>

namespace {

struct Received
{
    QByteArray method;
    QByteArray path; // with the query
    QHash<QByteArray, QByteArray> headers; // lower-case names
    QByteArray body;
};

struct Reply
{
    int status = 200;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    bool hang = false; // never answer
    int delayMs = 0; // answer this much later (a slow service)
    bool drop = false; // close the connection instead of answering (the answer lost on the way)
    bool cutShort = false; // send the head and only part of the body, then close (an answer cut short)
};

/// Takes the first request off `buffer` when it holds the whole of it (head and body); false while it does not.
inline bool takeRequest(QByteArray& buffer, Received& r)
{
    const qsizetype end = buffer.indexOf("\r\n\r\n");
    if (end < 0)
        return false;
    const QList<QByteArray> lines = buffer.left(end).split('\n');
    const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
    r.method = first.value(0);
    r.path = first.value(1);
    r.headers.clear();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        if (colon > 0)
            r.headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
    }
    const qsizetype length = r.headers.value("content-length", "0").toLongLong();
    if (buffer.size() < end + 4 + length)
        return false;
    r.body = buffer.mid(end + 4, length);
    buffer.remove(0, end + 4 + length);
    return true;
}

/// The status line and headers of an answer, with its Content-Length and the blank line; the body follows.
inline QByteArray replyHead(const Reply& reply)
{
    QByteArray out = "HTTP/1.1 " + QByteArray::number(reply.status) + " X\r\n";
    for (const auto& [k, v] : reply.headers)
        out += k + ": " + v + "\r\n";
    return out + "Content-Length: " + QByteArray::number(reply.body.size()) + "\r\n\r\n";
}

class LoopbackServer : public QTcpServer
{
public:
    std::function<Reply(const Received&)> handler;
    QList<Received> requests;
    int connections = 0;

    LoopbackServer()
    {
        listen(QHostAddress::LocalHost, 0);
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* s = nextPendingConnection()) {
                ++connections;
                auto* buffer = new QByteArray;
                connect(s, &QObject::destroyed, [buffer] { delete buffer; }); // lives as long as the socket
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
                connect(s, &QTcpSocket::readyRead, this, [this, s, buffer] {
                    buffer->append(s->readAll());
                    serve(s, *buffer);
                });
            }
        });
    }

    QUrl url(const QString& path) const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(serverPort()).arg(path));
    }

private:
    void serve(QTcpSocket* s, QByteArray& buffer)
    {
        for (;;) {
            Received r;
            if (!takeRequest(buffer, r))
                return;
            requests << r;
            const Reply reply = handler ? handler(r) : Reply {};
            if (reply.hang)
                continue;
            QPointer<QTcpSocket> socket(s);
            auto answer = [socket, reply] {
                if (!socket)
                    return;
                if (reply.drop) {
                    socket->abort();
                } else if (reply.cutShort) {
                    Reply whole = reply;
                    if (whole.body.isEmpty())
                        whole.body = QByteArray(16, ' ');
                    socket->write(replyHead(whole) + whole.body.left(whole.body.size() / 2));
                    socket->flush();
                    socket->disconnectFromHost();
                } else {
                    socket->write(replyHead(reply) + reply.body);
                }
            };
            if (reply.delayMs > 0)
                QTimer::singleShot(reply.delayMs, s, answer);
            else
                answer();
            if (reply.drop || reply.cutShort)
                return; // the connection ends here
        }
    }
};

} // namespace
