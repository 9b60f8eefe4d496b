// SPDX-License-Identifier: MIT
#pragma once

#include "httpclient.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <memory>
#include <mutex>

/// Signing in to Azure: where the clouds are, and the ways to get an access token for Azure Resource Manager (the
/// token serves the regional Azure ML services too). Every credential blocks while it works: call it off the GUI
/// thread. Tokens, refresh tokens and secrets never reach logs or messages.
namespace pw::azure {

/// The endpoints of one Azure cloud.
struct Cloud
{
    QString name; // AzureCloud, AzureChinaCloud, AzureUSGovernment, or "custom"
    QUrl arm; // https://management.azure.com
    QUrl login; // https://login.microsoftonline.com
    QString armResource() const; // the ARM URL with a trailing slash: the token's audience
    QString armScope() const; // <arm>/.default
};

/// The clouds by name ("public"/"AzureCloud", "china"/"AzureChinaCloud", "usgov"/"AzureUSGovernment"); empty name
/// when unknown.
Cloud cloudByName(const QString& name);
/// A private cloud, or a test set-up: its endpoints are checked like every other (https, or http to loopback).
Cloud customCloud(const QUrl& arm, const QUrl& login);
QStringList cloudNames();

struct AccessToken
{
    QByteArray value; // the bearer token; never logged
    QDateTime expiresOn; // UTC
    bool isValid() const { return !value.isEmpty() && expiresOn.isValid(); }
    /// True when the token is missing or ends within `seconds` from `now`.
    bool expiresWithin(qint64 seconds, const QDateTime& now = QDateTime::currentDateTimeUtc()) const;
};

struct TokenResult
{
    AccessToken token;
    QByteArray refreshToken; // device code with offline_access; kept by the caller in the keychain, never logged
    QString error; // plain words; names the endpoint or the command, never the secret
};

/// The audience of a token for Azure Storage with the signed-in identity (the same in every cloud): what an
/// identity-based datastore is written with.
inline constexpr char StorageResource[] = "https://storage.azure.com/";

/// One way to get a token.
class Credential
{
public:
    virtual ~Credential();
    /// "Azure CLI", "service principal 1234…", …: for the status bar and messages.
    virtual QString describe() const = 0;
    /// A token for Azure Resource Manager (and the Azure ML services behind it).
    virtual TokenResult acquire() = 0;
    /// A token for another resource (StorageResource, say: "https://storage.azure.com/"). By default none: the error
    /// says that this way of signing in gives Resource Manager tokens only.
    virtual TokenResult acquireFor(const QString& resource);
};

/// PIPEWRIGHT_ACCESS_TOKEN (for CI): the token as is; PIPEWRIGHT_ACCESS_TOKEN_EXPIRES_ON (POSIX seconds) when known,
/// else taken to last an hour from when it was read.
/// For StorageResource, PIPEWRIGHT_STORAGE_ACCESS_TOKEN (and PIPEWRIGHT_STORAGE_ACCESS_TOKEN_EXPIRES_ON) the same way.
class EnvironmentCredential : public Credential
{
public:
    static bool available();
    QString describe() const override;
    TokenResult acquire() override;
    TokenResult acquireFor(const QString& resource) override;
};

/// The Azure CLI's login: `az account get-access-token --resource <arm> --output json`.
class AzureCliCredential : public Credential
{
public:
    explicit AzureCliCredential(Cloud cloud, QString az = QStringLiteral("az"), QString subscription = {});
    QString describe() const override;
    TokenResult acquire() override;
    TokenResult acquireFor(const QString& resource) override; // --resource <resource>
    /// Read the command's JSON output (`accessToken`, `expires_on` in POSIX seconds, else `expiresOn` in local time).
    static TokenResult parseOutput(const QByteArray& json);

private:
    Cloud m_cloud;
    QString m_az;
    QString m_subscription;
};

/// A service principal with a client secret: the OAuth 2.0 client credentials grant.
class ServicePrincipalCredential : public Credential
{
public:
    ServicePrincipalCredential(http::Client& client, Cloud cloud, QString tenant, QString clientId, QByteArray secret);
    QString describe() const override;
    TokenResult acquire() override;
    TokenResult acquireFor(const QString& resource) override; // scope <resource>.default

private:
    http::Client& m_client;
    Cloud m_cloud;
    QString m_tenant;
    QString m_clientId;
    QByteArray m_secret;
};

/// The managed identity of the Azure VM this runs on (IMDS), or of the given endpoint (IDENTITY_ENDPOINT, tests).
class ManagedIdentityCredential : public Credential
{
public:
    /// `clientId`: a user-assigned identity; empty for the system-assigned one.
    ManagedIdentityCredential(http::Client& client, Cloud cloud, QString clientId = {}, QUrl endpoint = {});
    QString describe() const override;
    TokenResult acquire() override;
    TokenResult acquireFor(const QString& resource) override;
    /// The Azure instance metadata service's token endpoint.
    static QUrl imdsEndpoint();

private:
    http::Client& m_client;
    Cloud m_cloud;
    QString m_clientId;
    QUrl m_endpoint;
};

/// What the person signing in must do: open `verificationUri` and enter `userCode` (`message` says both).
struct DeviceCodePrompt
{
    QString userCode;
    QUrl verificationUri;
    QString message;
    int expiresInSeconds = 900;
};

/// An interactive user: the OAuth 2.0 device authorization grant (RFC 8628). `prompt` is called once with the code
/// to show; polling honours `interval` and `slow_down`, and stops on decline, expiry or `cancelled()`.
class DeviceCodeCredential : public Credential
{
public:
    DeviceCodeCredential(http::Client& client, Cloud cloud, QString tenant, QString clientId,
                         std::function<void(const DeviceCodePrompt&)> prompt,
                         std::function<bool()> cancelled = {});
    QString describe() const override;
    TokenResult acquire() override;
    /// Another resource's token through the refresh token of the last sign-in (none before one).
    TokenResult acquireFor(const QString& resource) override;
    /// Seconds to sleep between polls; tests shorten it.
    void setMinimumInterval(double seconds) { m_minInterval = seconds; }
    void setIntervalScale(double scale) { m_intervalScale = scale; }

private:
    http::Client& m_client;
    Cloud m_cloud;
    QString m_tenant;
    QString m_clientId;
    std::function<void(const DeviceCodePrompt&)> m_prompt;
    std::function<bool()> m_cancelled;
    double m_minInterval = 1;
    double m_intervalScale = 1;
    std::mutex m_refreshMutex;
    QByteArray m_refreshToken; // of the last sign-in; never logged
};

/// A credential's token, reused until it is about to end (5 minutes before), then acquired again. Thread-safe.
class TokenCache
{
public:
    explicit TokenCache(std::unique_ptr<Credential> credential, qint64 refreshMarginSeconds = 300);
    /// A valid token, acquiring one when there is none or it is about to end.
    TokenResult token();
    /// A valid token for another resource (Credential::acquireFor), kept the same way.
    TokenResult tokenFor(const QString& resource);
    /// Forget the tokens (after a 401, say).
    void invalidate();
    const Credential& credential() const { return *m_credential; }

private:
    std::unique_ptr<Credential> m_credential;
    qint64 m_margin;
    std::mutex m_mutex;
    AccessToken m_token;
    QHash<QString, AccessToken> m_others; // resource -> token
};

/// The OAuth error body of the identity platform ({"error", "error_description"}) in plain words, without
/// trace and correlation ids.
QString oauthError(const http::Response& response, const QString& what);

} // namespace pw::azure

namespace pw::azure {

/// How to sign in, as the command line and the studio's options say it.
struct CredentialChoice
{
    QString method; // env, cli, service-principal, managed-identity, device-code; empty: env when
                    // PIPEWRIGHT_ACCESS_TOKEN is set, else cli
    QString tenant;
    QString clientId;
    QByteArray secret; // service principal; from AZURE_CLIENT_SECRET when empty
    std::function<void(const DeviceCodePrompt&)> prompt; // device code: show the code
};

/// The credential for `choice`; null with `error` set when the choice is incomplete or unknown. `http` must
/// outlive the credential.
std::unique_ptr<Credential> makeCredential(const CredentialChoice& choice, http::Client& http, const Cloud& cloud,
                                           QString* error);

} // namespace pw::azure
