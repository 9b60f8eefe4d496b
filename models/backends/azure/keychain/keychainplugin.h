// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

/// The system keychain (qtkeychain: Secret Service, KWallet, …) behind a plugin that SecretStore loads the first
/// time a secret is read or written, so that qtkeychain and the D-Bus libraries it brings are no part of a start
/// (the CLI's and the studio's). The plugin and its hosts share Qt Core, so Qt types cross the boundary.
namespace pw::azure {

/// qtkeychain's QKeychain::Error, value for value (the plugin checks that they agree).
enum class KeychainError {
    NoError = 0,
    EntryNotFound,
    CouldNotDeleteEntry,
    AccessDeniedByUser,
    AccessDenied,
    NoBackendAvailable,
    NotImplemented,
    OtherError,
};

enum class KeychainOp { Read = 0, Write, Delete };

struct KeychainPlugin {
    static constexpr int kVersion = 1;
    int version;
    /// Runs one job to its end, or `timeoutMs` (then NoBackendAvailable). Read fills *secret; Write stores it.
    /// *why is the keychain's own message when there is an error.
    KeychainError (*run)(KeychainOp op, const QString& service, const QString& key, QByteArray* secret, QString* why,
                         int timeoutMs);
};

} // namespace pw::azure

/// The plugin's one entry point.
using PwKeychainPluginFunction = const pw::azure::KeychainPlugin* (*)();
