// SPDX-License-Identifier: MIT
// pipewright-keychain.so: the system keychain through qtkeychain, for SecretStore (keychainplugin.h).
#include "keychainplugin.h"

#include <QEventLoop>
#include <QTimer>

#include <qt6keychain/keychain.h>

#include <memory>

namespace pw::azure {

namespace {

    static_assert(int(KeychainError::NoError) == QKeychain::NoError && int(KeychainError::EntryNotFound) == QKeychain::EntryNotFound
                  && int(KeychainError::CouldNotDeleteEntry) == QKeychain::CouldNotDeleteEntry
                  && int(KeychainError::AccessDeniedByUser) == QKeychain::AccessDeniedByUser
                  && int(KeychainError::AccessDenied) == QKeychain::AccessDenied
                  && int(KeychainError::NoBackendAvailable) == QKeychain::NoBackendAvailable
                  && int(KeychainError::NotImplemented) == QKeychain::NotImplemented
                  && int(KeychainError::OtherError) == QKeychain::OtherError,
                  "KeychainError follows QKeychain::Error");

    KeychainError run(KeychainOp op, const QString& service, const QString& key, QByteArray* secret, QString* why,
                      int timeoutMs)
    {
        std::unique_ptr<QKeychain::Job> job;
        switch (op) {
        case KeychainOp::Read:
            job = std::make_unique<QKeychain::ReadPasswordJob>(service);
            break;
        case KeychainOp::Write: {
            auto w = std::make_unique<QKeychain::WritePasswordJob>(service);
            w->setBinaryData(*secret);
            job = std::move(w);
            break;
        }
        case KeychainOp::Delete:
            job = std::make_unique<QKeychain::DeletePasswordJob>(service);
            break;
        }
        job->setAutoDelete(false);
        job->setInsecureFallback(false); // never a plain file
        job->setKey(key);
        QEventLoop loop;
        bool finished = false;
        QObject::connect(job.get(), &QKeychain::Job::finished, &loop, [&loop, &finished] {
            finished = true;
            loop.quit();
        });
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit); // a keychain that never answers is no keychain
        job->start();
        loop.exec();
        if (!finished) {
            *why = QStringLiteral("no answer within %1 s").arg(timeoutMs / 1000);
            return KeychainError::NoBackendAvailable;
        }
        const auto error = KeychainError(job->error());
        if (error != KeychainError::NoError)
            *why = job->errorString();
        else if (op == KeychainOp::Read)
            *secret = static_cast<QKeychain::ReadPasswordJob*>(job.get())->binaryData();
        return error;
    }

    const KeychainPlugin plugin {KeychainPlugin::kVersion, run};

} // namespace

} // namespace pw::azure

extern "C" Q_DECL_EXPORT const pw::azure::KeychainPlugin* pw_keychain_plugin()
{
    return &pw::azure::plugin;
}
