// SPDX-License-Identifier: MIT
#pragma once
// What the tests of the Azure backend share: the loopback server, running a blocking call on another thread while
// this one serves it, a credential with a fixed token, and an ARM client pointed at the loopback server.

#include "armclient.h"
#include "loopbackserver.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QtConcurrent>

namespace {

/// Run `f` on another thread (the Azure calls block; the loopback server answers on this one) and wait for it.
template<typename F>
auto aside(F f) -> decltype(f())
{
    QFuture<decltype(f())> future = QtConcurrent::run(f);
    QElapsedTimer t;
    t.start();
    while (!future.isFinished() && t.elapsed() < 30000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    return future.result();
}

/// A token that is always "tok" and valid for an hour; for Azure Storage "storage-tok".
class FixedCredential : public pw::azure::Credential
{
public:
    QString describe() const override { return QStringLiteral("fixed"); }
    pw::azure::TokenResult acquire() override
    {
        pw::azure::TokenResult r;
        r.token.value = "tok";
        r.token.expiresOn = QDateTime::currentDateTimeUtc().addSecs(3600);
        return r;
    }
    pw::azure::TokenResult acquireFor(const QString& resource) override
    {
        if (resource != QLatin1String(pw::azure::StorageResource))
            return Credential::acquireFor(resource);
        pw::azure::TokenResult r;
        r.token.value = "storage-tok";
        r.token.expiresOn = QDateTime::currentDateTimeUtc().addSecs(3600);
        return r;
    }
};

/// An ARM client for workspace s1/rg1/ws1 whose Resource Manager is the loopback server.
struct ArmFixture
{
    LoopbackServer server;
    pw::http::Client http;
    pw::azure::TokenCache tokens {std::make_unique<FixedCredential>()};
    pw::arm::ArmClient arm {http, tokens,
                            pw::azure::customCloud(server.url(QString()), QUrl(QStringLiteral("https://login.invalid")))};
    pw::arm::WorkspaceRef ws {QStringLiteral("s1"), QStringLiteral("rg1"), QStringLiteral("ws1"), QStringLiteral("westeurope")};
};

} // namespace
