// SPDX-License-Identifier: MIT
#include "secretstore.h"

#include "keychain/keychainplugin.h"
#include "ondemandlibrary.h"

#include <QCoreApplication>
#include <QDir>

#include <spdlog/spdlog.h>

#ifndef PW_KEYCHAIN_PLUGIN_RELATIVE
#define PW_KEYCHAIN_PLUGIN_RELATIVE ""
#endif
#ifndef PW_KEYCHAIN_PLUGIN_BUILD_PATH
#define PW_KEYCHAIN_PLUGIN_BUILD_PATH ""
#endif

namespace pw::azure {

namespace {

    OnDemandLibrary<KeychainPlugin> loadPlugin()
    {
        OnDemandLibrary<KeychainPlugin> l;
        const QStringList files = ownFileCandidates("PIPEWRIGHT_KEYCHAIN_PLUGIN", QStringLiteral(PW_KEYCHAIN_PLUGIN_RELATIVE),
                                                    QStringLiteral(PW_KEYCHAIN_PLUGIN_BUILD_PATH));
        const QString notAPlugin
            = QCoreApplication::translate("SecretStore", "it is not a Pipewright keychain plugin of this version");
        QString reason = QCoreApplication::translate("SecretStore", "no such file");
        QString tried;
        const auto entry = reinterpret_cast<PwKeychainPluginFunction>(
            openPlugin(l, files, "pw_keychain_plugin", notAPlugin, &tried, &reason));
        const KeychainPlugin* plugin = entry ? entry() : nullptr;
        if (plugin && plugin->version == KeychainPlugin::kVersion && plugin->run) {
            l.api = *plugin;
            l.ok = true;
            spdlog::debug("secrets: keychain plugin loaded from {}", QDir::toNativeSeparators(tried).toStdString());
            return l;
        }
        if (entry)
            reason = notAPlugin;
        l.error = QCoreApplication::translate("SecretStore", "the keychain plugin %1 could not be loaded: %2")
                      .arg(QDir::toNativeSeparators(tried), reason);
        spdlog::warn("secrets: {}", l.error.toStdString());
        return l;
    }

    const KeychainPlugin* keychainPlugin(QString* error)
    {
        return onDemand<KeychainPlugin>(loadPlugin, error);
    }

} // namespace

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
    QString loadError;
    const KeychainPlugin* plugin = keychainPlugin(&loadError);
    KeychainError error = KeychainError::NoBackendAvailable;
    QString why = loadError;
    if (plugin) {
        const KeychainOp kop = op == Op::Read ? KeychainOp::Read : op == Op::Write ? KeychainOp::Write : KeychainOp::Delete;
        error = plugin->run(kop, m_service, key, secret, &why, 10000);
    }
    *found = error == KeychainError::NoError;
    if (error == KeychainError::NoError || error == KeychainError::EntryNotFound)
        return true;
    if (error == KeychainError::NoBackendAvailable || error == KeychainError::NotImplemented
        || error == KeychainError::OtherError || error == KeychainError::AccessDenied) {
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
