// SPDX-License-Identifier: MIT
#include "secretstore.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

#include <qt6keychain/keychain.h>
#include <spdlog/spdlog.h>

namespace pw::azure {

SecretStore::SecretStore(QString service)
    : m_service(std::move(service))
{
    // a test or a headless run can say up front that no keychain is to be asked
    if (qEnvironmentVariableIsSet("PIPEWRIGHT_NO_KEYCHAIN")) {
        m_memoryOnly = true;
        m_reason = QStringLiteral("PIPEWRIGHT_NO_KEYCHAIN is set");
    }
}

bool SecretStore::keychain(Op op, const QString& key, QByteArray* secret, bool* found)
{
    QKeychain::Job* job = nullptr;
    switch (op) {
    case Op::Read:
        job = new QKeychain::ReadPasswordJob(m_service);
        break;
    case Op::Write: {
        auto* w = new QKeychain::WritePasswordJob(m_service);
        w->setBinaryData(*secret);
        job = w;
        break;
    }
    case Op::Delete:
        job = new QKeychain::DeletePasswordJob(m_service);
        break;
    }
    job->setAutoDelete(false);
    job->setInsecureFallback(false); // never a plain file
    job->setKey(key);
    QEventLoop loop;
    bool finished = false;
    QObject::connect(job, &QKeychain::Job::finished, &loop, [&loop, &finished] {
        finished = true;
        loop.quit();
    });
    QTimer::singleShot(10000, &loop, &QEventLoop::quit); // a keychain that never answers is no keychain
    job->start();
    loop.exec();
    const QKeychain::Error error = finished ? job->error() : QKeychain::NoBackendAvailable;
    const QString why = finished ? job->errorString() : QStringLiteral("no answer within 10 s");
    if (op == Op::Read && error == QKeychain::NoError)
        *secret = static_cast<QKeychain::ReadPasswordJob*>(job)->binaryData();
    delete job;
    *found = error == QKeychain::NoError;
    if (error == QKeychain::NoError || error == QKeychain::EntryNotFound)
        return true;
    if (error == QKeychain::NoBackendAvailable || error == QKeychain::NotImplemented || error == QKeychain::OtherError
        || error == QKeychain::AccessDenied) {
        m_memoryOnly = true;
        m_reason = why;
        spdlog::info("secrets: the system keychain is not available ({}); keeping them in memory",
                     why.toStdString());
        return false;
    }
    return true; // the user said no (AccessDeniedByUser) or deleting failed: nothing to fall back to
}

bool SecretStore::write(const QString& key, const QByteArray& secret)
{
    std::lock_guard lock(m_mutex);
    if (!m_memoryOnly) {
        QByteArray copy = secret;
        bool done = false;
        if (keychain(Op::Write, key, &copy, &done)) {
            m_memory.remove(key);
            return done;
        }
    }
    m_memory.insert(key, secret);
    return true;
}

std::optional<QByteArray> SecretStore::read(const QString& key)
{
    std::lock_guard lock(m_mutex);
    if (m_memory.contains(key))
        return m_memory.value(key);
    if (!m_memoryOnly) {
        QByteArray secret;
        bool found = false;
        if (keychain(Op::Read, key, &secret, &found))
            return found ? std::optional<QByteArray>(secret) : std::nullopt;
    }
    return std::nullopt;
}

void SecretStore::remove(const QString& key)
{
    std::lock_guard lock(m_mutex);
    m_memory.remove(key);
    if (!m_memoryOnly) {
        bool found = false;
        keychain(Op::Delete, key, nullptr, &found);
    }
}

bool SecretStore::inMemoryOnly() const
{
    std::lock_guard lock(m_mutex);
    return m_memoryOnly;
}

QString SecretStore::notice() const
{
    std::lock_guard lock(m_mutex);
    if (!m_memoryOnly)
        return {};
    return QCoreApplication::translate("SecretStore",
                                       "No system keychain is available (%1): sign-in secrets are kept in memory and "
                                       "forgotten when Pipewright closes.")
        .arg(m_reason);
}

} // namespace pw::azure
