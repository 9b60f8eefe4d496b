// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

#include <mutex>
#include <optional>

/// Where refresh tokens and client secrets are kept: the system keychain (Secret Service, KWallet, …, through
/// qtkeychain, in a plugin loaded with the first secret: keychain/keychainplugin.h), never a settings file. Where no keychain service runs (CI, a headless box) they stay in this
/// process's memory only, and notice() says so in words to show the user. Blocking: call it off the GUI thread.
namespace pw::azure {

class SecretStore
{
public:
    explicit SecretStore(QString service = QStringLiteral("org.pipewright.Studio"));

    bool write(const QString& key, const QByteArray& secret);
    std::optional<QByteArray> read(const QString& key);
    void remove(const QString& key);

    /// True once the system keychain has refused to serve (no service): from then on secrets live in memory.
    bool inMemoryOnly() const;
    /// Empty while the keychain serves; else the sentence to tell the user.
    QString notice() const;

private:
    enum class Op { Read, Write, Delete };
    /// Run one keychain job; false when no keychain service is available (then memory is used).
    bool keychain(Op op, const QString& key, QByteArray* secret, bool* found);

    QString m_service;
    mutable std::mutex m_mutex;
    QHash<QString, QByteArray> m_memory;
    bool m_memoryOnly = false;
    QString m_reason;
};

} // namespace pw::azure
