// SPDX-License-Identifier: MIT
#include "azureauth.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QThread>
#include <QUrlQuery>

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>

namespace pw::azure {

namespace {

QJsonObject jsonObject(const QByteArray& body)
{
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    return doc.isObject() ? doc.object() : QJsonObject();
}

/// A form body for the identity platform.
QByteArray formBody(const QList<QPair<QString, QString>>& fields)
{
    QByteArray body;
    for (const auto& [k, v] : fields) {
        if (!body.isEmpty())
            body += '&';
        body += QUrl::toPercentEncoding(k) + '=' + QUrl::toPercentEncoding(v);
    }
    return body;
}

http::Request formPost(const QUrl& url, const QByteArray& body)
{
    http::Request r;
    r.method = "POST";
    r.url = url;
    r.headers = {{"Content-Type", "application/x-www-form-urlencoded"}, {"Accept", "application/json"}};
    r.body = body;
    r.timeoutMs = 30000;
    r.idempotent = true; // asking for a token twice does no harm
    return r;
}

QUrl tokenUrl(const Cloud& cloud, const QString& tenant, const QString& what)
{
    QUrl url = cloud.login;
    QString path = url.path();
    if (!path.endsWith(QLatin1Char('/')))
        path += QLatin1Char('/');
    url.setPath(path + tenant + QStringLiteral("/oauth2/v2.0/") + what);
    return url;
}

/// `expires_in` (seconds from now) or `expires_on` (POSIX seconds) of an identity-platform token answer.
QDateTime expiryOf(const QJsonObject& o, const QDateTime& now)
{
    auto number = [&o](const char* key) -> std::optional<qint64> {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isDouble())
            return qint64(v.toDouble());
        bool ok = false;
        const qint64 n = v.toString().toLongLong(&ok);
        return ok ? std::optional<qint64>(n) : std::nullopt;
    };
    if (const auto on = number("expires_on"))
        return QDateTime::fromSecsSinceEpoch(*on, Qt::UTC);
    if (const auto in = number("expires_in"))
        return now.addSecs(*in);
    return {};
}

/// The OAuth 2.0 scope of a resource's token: "<resource>/.default".
QString scopeOf(const QString& resource)
{
    return (resource.endsWith(QLatin1Char('/')) ? resource : resource + QLatin1Char('/')) + QStringLiteral(".default");
}

TokenResult tokenFromAnswer(const http::Response& response, const QString& what)
{
    TokenResult r;
    if (!response.ok()) {
        r.error = oauthError(response, what);
        return r;
    }
    const QJsonObject o = jsonObject(response.body);
    r.token.value = o.value(QLatin1String("access_token")).toString().toUtf8();
    r.token.expiresOn = expiryOf(o, QDateTime::currentDateTimeUtc());
    r.refreshToken = o.value(QLatin1String("refresh_token")).toString().toUtf8();
    if (!r.token.isValid()) {
        r.token = {};
        r.error = QCoreApplication::translate("AzureAuth", "%1: the answer holds no access token and expiry.").arg(what);
    }
    return r;
}

} // namespace

// ---------------------------------------------------------------------------------------------------------------

QString Cloud::armResource() const
{
    QString s = arm.toString(QUrl::FullyEncoded);
    if (!s.endsWith(QLatin1Char('/')))
        s += QLatin1Char('/');
    return s;
}

QString Cloud::armScope() const
{
    return armResource() + QStringLiteral(".default");
}

Cloud cloudByName(const QString& name)
{
    const QString n = name.toLower();
    if (n == QLatin1String("public") || n == QLatin1String("azurecloud") || n.isEmpty())
        return {QStringLiteral("AzureCloud"), QUrl(QStringLiteral("https://management.azure.com")),
                QUrl(QStringLiteral("https://login.microsoftonline.com"))};
    if (n == QLatin1String("china") || n == QLatin1String("azurechinacloud"))
        return {QStringLiteral("AzureChinaCloud"), QUrl(QStringLiteral("https://management.chinacloudapi.cn")),
                QUrl(QStringLiteral("https://login.chinacloudapi.cn"))};
    if (n == QLatin1String("usgov") || n == QLatin1String("azureusgovernment"))
        return {QStringLiteral("AzureUSGovernment"), QUrl(QStringLiteral("https://management.usgovcloudapi.net")),
                QUrl(QStringLiteral("https://login.microsoftonline.us"))};
    return {};
}

Cloud customCloud(const QUrl& arm, const QUrl& login)
{
    return {QStringLiteral("custom"), arm, login};
}

QStringList cloudNames()
{
    return {QStringLiteral("AzureCloud"), QStringLiteral("AzureChinaCloud"), QStringLiteral("AzureUSGovernment")};
}

bool AccessToken::expiresWithin(qint64 seconds, const QDateTime& now) const
{
    return !isValid() || now.secsTo(expiresOn) <= seconds;
}

Credential::~Credential() = default;

QString oauthError(const http::Response& response, const QString& what)
{
    if (!response.error.isEmpty())
        return response.error;
    const QJsonObject o = jsonObject(response.body);
    const QString code = o.value(QLatin1String("error")).toString();
    QString description = o.value(QLatin1String("error_description")).toString();
    // the identity platform appends "Trace ID: … Correlation ID: … Timestamp: …" lines: not for people
    if (const qsizetype trace = description.indexOf(QLatin1String("\r\nTrace ID")); trace >= 0)
        description.truncate(trace);
    if (const qsizetype trace = description.indexOf(QLatin1String("\nTrace ID")); trace >= 0)
        description.truncate(trace);
    description = description.trimmed();
    if (code.isEmpty())
        return QCoreApplication::translate("AzureAuth", "%1: HTTP %2 from %3.")
            .arg(what)
            .arg(response.status)
            .arg(http::redactedUrl(response.url));
    if (description.isEmpty())
        return QCoreApplication::translate("AzureAuth", "%1: %2 (HTTP %3).").arg(what, code).arg(response.status);
    return QCoreApplication::translate("AzureAuth", "%1: %2: %3").arg(what, code, description);
}

// --- environment -------------------------------------------------------------------------------------------------

bool EnvironmentCredential::available()
{
    return !qEnvironmentVariableIsEmpty("PIPEWRIGHT_ACCESS_TOKEN");
}

QString EnvironmentCredential::describe() const
{
    return QCoreApplication::translate("AzureAuth", "token from PIPEWRIGHT_ACCESS_TOKEN");
}

TokenResult Credential::acquireFor(const QString& resource)
{
    TokenResult r;
    r.error = QCoreApplication::translate("AzureAuth",
                                          "The %1 gives tokens for Azure Resource Manager only, not for %2; "
                                          "sign in with the Azure CLI, a service principal or a managed identity instead.")
                  .arg(describe(), resource);
    return r;
}

TokenResult EnvironmentCredential::acquireFor(const QString& resource)
{
    if (resource != QLatin1String(StorageResource))
        return Credential::acquireFor(resource);
    TokenResult r;
    r.token.value = qgetenv("PIPEWRIGHT_STORAGE_ACCESS_TOKEN").trimmed();
    if (r.token.value.isEmpty()) {
        r.error = QCoreApplication::translate("AzureAuth",
                                              "PIPEWRIGHT_ACCESS_TOKEN is a token for Azure Resource Manager; writing to "
                                              "storage with your identity needs a token for %1 in "
                                              "PIPEWRIGHT_STORAGE_ACCESS_TOKEN.")
                      .arg(resource);
        return r;
    }
    bool ok = false;
    const qint64 on = qEnvironmentVariable("PIPEWRIGHT_STORAGE_ACCESS_TOKEN_EXPIRES_ON").toLongLong(&ok);
    r.token.expiresOn = ok ? QDateTime::fromSecsSinceEpoch(on, Qt::UTC) : QDateTime::currentDateTimeUtc().addSecs(3600);
    return r;
}

TokenResult EnvironmentCredential::acquire()
{
    TokenResult r;
    r.token.value = qgetenv("PIPEWRIGHT_ACCESS_TOKEN").trimmed();
    if (r.token.value.isEmpty()) {
        r.error = QCoreApplication::translate("AzureAuth", "PIPEWRIGHT_ACCESS_TOKEN is not set.");
        return r;
    }
    bool ok = false;
    const qint64 on = qEnvironmentVariable("PIPEWRIGHT_ACCESS_TOKEN_EXPIRES_ON").toLongLong(&ok);
    r.token.expiresOn = ok ? QDateTime::fromSecsSinceEpoch(on, Qt::UTC) : QDateTime::currentDateTimeUtc().addSecs(3600);
    return r;
}

// --- Azure CLI ---------------------------------------------------------------------------------------------------

AzureCliCredential::AzureCliCredential(Cloud cloud, QString az, QString subscription)
    : m_cloud(std::move(cloud))
    , m_az(std::move(az))
    , m_subscription(std::move(subscription))
{
}

QString AzureCliCredential::describe() const
{
    return QCoreApplication::translate("AzureAuth", "Azure CLI login");
}

TokenResult AzureCliCredential::parseOutput(const QByteArray& json)
{
    TokenResult r;
    const QJsonObject o = jsonObject(json);
    r.token.value = o.value(QLatin1String("accessToken")).toString().toUtf8();
    const QJsonValue on = o.value(QLatin1String("expires_on"));
    if (on.isDouble() || (on.isString() && !on.toString().isEmpty())) {
        bool ok = true;
        const qint64 secs = on.isDouble() ? qint64(on.toDouble()) : on.toString().toLongLong(&ok);
        if (ok)
            r.token.expiresOn = QDateTime::fromSecsSinceEpoch(secs, Qt::UTC);
    }
    if (!r.token.expiresOn.isValid()) {
        // older CLIs: local time without a zone, "2026-11-24 13:05:10.000000"
        QString local = o.value(QLatin1String("expiresOn")).toString();
        if (const qsizetype dot = local.indexOf(QLatin1Char('.')); dot > 0)
            local.truncate(dot);
        QDateTime t = QDateTime::fromString(local, QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        t.setTimeSpec(Qt::LocalTime);
        if (t.isValid())
            r.token.expiresOn = t.toUTC();
    }
    if (!r.token.isValid()) {
        r.token = {};
        r.error = QCoreApplication::translate("AzureAuth",
                                              "The Azure CLI's answer holds no access token and expiry (accessToken, "
                                              "expires_on or expiresOn).");
    }
    return r;
}

TokenResult AzureCliCredential::acquire()
{
    return acquireFor(m_cloud.armResource());
}

TokenResult AzureCliCredential::acquireFor(const QString& resource)
{
    QStringList args {QStringLiteral("account"), QStringLiteral("get-access-token"), QStringLiteral("--resource"),
                      resource, QStringLiteral("--output"), QStringLiteral("json")};
    if (!m_subscription.isEmpty())
        args << QStringLiteral("--subscription") << m_subscription;
    QProcess p;
    p.setProgram(m_az);
    p.setArguments(args);
    p.start();
    TokenResult r;
    if (!p.waitForStarted(10000)) {
        r.error = QCoreApplication::translate("AzureAuth",
                                              "Could not run '%1' (%2). Install the Azure CLI and run 'az login', or "
                                              "choose another way to sign in.")
                      .arg(m_az, p.errorString());
        return r;
    }
    p.closeWriteChannel();
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished(2000);
        r.error = QCoreApplication::translate("AzureAuth", "'%1 account get-access-token' did not answer within 60 s.")
                      .arg(m_az);
        return r;
    }
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        const QString err = QString::fromUtf8(p.readAllStandardError()).trimmed().section(QLatin1Char('\n'), 0, 2);
        r.error = QCoreApplication::translate("AzureAuth", "'%1 account get-access-token' failed (exit code %2): %3")
                      .arg(m_az)
                      .arg(p.exitCode())
                      .arg(err.isEmpty() ? QCoreApplication::translate("AzureAuth", "no message; try 'az login'") : err);
        return r;
    }
    return parseOutput(p.readAllStandardOutput());
}

// --- service principal -------------------------------------------------------------------------------------------

ServicePrincipalCredential::ServicePrincipalCredential(http::Client& client, Cloud cloud, QString tenant,
                                                       QString clientId, QByteArray secret)
    : m_client(client)
    , m_cloud(std::move(cloud))
    , m_tenant(std::move(tenant))
    , m_clientId(std::move(clientId))
    , m_secret(std::move(secret))
{
}

QString ServicePrincipalCredential::describe() const
{
    return QCoreApplication::translate("AzureAuth", "service principal %1").arg(m_clientId);
}

TokenResult ServicePrincipalCredential::acquire()
{
    return acquireFor(m_cloud.armResource());
}

TokenResult ServicePrincipalCredential::acquireFor(const QString& resource)
{
    const QByteArray body = formBody({{QStringLiteral("client_id"), m_clientId},
                                      {QStringLiteral("client_secret"), QString::fromUtf8(m_secret)},
                                      {QStringLiteral("scope"), scopeOf(resource)},
                                      {QStringLiteral("grant_type"), QStringLiteral("client_credentials")}});
    const http::Response response = m_client.send(formPost(tokenUrl(m_cloud, m_tenant, QStringLiteral("token")), body)).result();
    return tokenFromAnswer(response, QCoreApplication::translate("AzureAuth", "Signing in as %1").arg(describe()));
}

// --- managed identity --------------------------------------------------------------------------------------------

ManagedIdentityCredential::ManagedIdentityCredential(http::Client& client, Cloud cloud, QString clientId, QUrl endpoint)
    : m_client(client)
    , m_cloud(std::move(cloud))
    , m_clientId(std::move(clientId))
    , m_endpoint(endpoint.isEmpty() ? imdsEndpoint() : std::move(endpoint))
{
}

QUrl ManagedIdentityCredential::imdsEndpoint()
{
    return QUrl(QStringLiteral("http://169.254.169.254/metadata/identity/oauth2/token"));
}

QString ManagedIdentityCredential::describe() const
{
    return m_clientId.isEmpty() ? QCoreApplication::translate("AzureAuth", "managed identity of this machine")
                                : QCoreApplication::translate("AzureAuth", "managed identity %1").arg(m_clientId);
}

TokenResult ManagedIdentityCredential::acquire()
{
    return acquireFor(m_cloud.armResource());
}

TokenResult ManagedIdentityCredential::acquireFor(const QString& resource)
{
    QUrl url = m_endpoint;
    QUrlQuery q(url);
    q.addQueryItem(QStringLiteral("api-version"), QStringLiteral("2018-02-01"));
    q.addQueryItem(QStringLiteral("resource"), QString::fromLatin1(QUrl::toPercentEncoding(resource)));
    if (!m_clientId.isEmpty())
        q.addQueryItem(QStringLiteral("client_id"), m_clientId);
    url.setQuery(q);
    http::Request r;
    r.url = url;
    r.headers = {{"Metadata", "true"}};
    r.timeoutMs = 10000;
    r.connectTimeoutMs = 3000; // off Azure nothing answers there: say so quickly
    const http::Response response = m_client.send(r).result();
    return tokenFromAnswer(response, QCoreApplication::translate("AzureAuth", "Signing in with the %1").arg(describe()));
}

// --- device code -------------------------------------------------------------------------------------------------

DeviceCodeCredential::DeviceCodeCredential(http::Client& client, Cloud cloud, QString tenant, QString clientId,
                                           std::function<void(const DeviceCodePrompt&)> prompt,
                                           std::function<bool()> cancelled)
    : m_client(client)
    , m_cloud(std::move(cloud))
    , m_tenant(tenant.isEmpty() ? QStringLiteral("organizations") : std::move(tenant))
    , m_clientId(std::move(clientId))
    , m_prompt(std::move(prompt))
    , m_cancelled(std::move(cancelled))
{
}

QString DeviceCodeCredential::describe() const
{
    return QCoreApplication::translate("AzureAuth", "device code sign-in");
}

TokenResult DeviceCodeCredential::acquire()
{
    const QString what = QCoreApplication::translate("AzureAuth", "Device code sign-in");
    const QString scope = m_cloud.armScope() + QStringLiteral(" offline_access");
    const http::Response start = m_client
                                     .send(formPost(tokenUrl(m_cloud, m_tenant, QStringLiteral("devicecode")),
                                                    formBody({{QStringLiteral("client_id"), m_clientId},
                                                              {QStringLiteral("scope"), scope}})))
                                     .result();
    TokenResult r;
    if (!start.ok()) {
        r.error = oauthError(start, what);
        return r;
    }
    const QJsonObject o = jsonObject(start.body);
    const QString deviceCode = o.value(QLatin1String("device_code")).toString();
    DeviceCodePrompt prompt;
    prompt.userCode = o.value(QLatin1String("user_code")).toString();
    prompt.verificationUri = QUrl(o.value(QLatin1String("verification_uri")).toString());
    prompt.message = o.value(QLatin1String("message")).toString();
    prompt.expiresInSeconds = o.value(QLatin1String("expires_in")).toInt(900);
    double interval = std::max(m_minInterval, o.value(QLatin1String("interval")).toDouble(5) * m_intervalScale);
    if (deviceCode.isEmpty() || prompt.userCode.isEmpty()) {
        r.error = QCoreApplication::translate("AzureAuth", "%1: the answer holds no device and user code.").arg(what);
        return r;
    }
    if (prompt.message.isEmpty())
        prompt.message = QCoreApplication::translate("AzureAuth", "To sign in, open %1 and enter the code %2.")
                             .arg(prompt.verificationUri.toString(), prompt.userCode);
    if (m_prompt)
        m_prompt(prompt);

    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(prompt.expiresInSeconds);
    const QByteArray poll = formBody({{QStringLiteral("grant_type"), QStringLiteral("urn:ietf:params:oauth:grant-type:device_code")},
                                      {QStringLiteral("client_id"), m_clientId},
                                      {QStringLiteral("device_code"), deviceCode}});
    for (;;) {
        // sleep in small steps so that a cancellation is noticed
        const auto wake = std::chrono::steady_clock::now() + std::chrono::milliseconds(qint64(interval * 1000));
        while (std::chrono::steady_clock::now() < wake) {
            if (m_cancelled && m_cancelled()) {
                r.error = QCoreApplication::translate("AzureAuth", "%1 was cancelled.").arg(what);
                return r;
            }
            QThread::msleep(20);
        }
        if (std::chrono::steady_clock::now() > deadline) {
            r.error = QCoreApplication::translate("AzureAuth", "%1: the code %2 expired before it was entered; start again.")
                          .arg(what, prompt.userCode);
            return r;
        }
        const http::Response answer = m_client.send(formPost(tokenUrl(m_cloud, m_tenant, QStringLiteral("token")), poll)).result();
        if (answer.ok()) {
            TokenResult signedIn = tokenFromAnswer(answer, what);
            if (signedIn.error.isEmpty() && !signedIn.refreshToken.isEmpty()) {
                std::lock_guard lock(m_refreshMutex);
                m_refreshToken = signedIn.refreshToken;
            }
            return signedIn;
        }
        const QString code = jsonObject(answer.body).value(QLatin1String("error")).toString();
        if (code == QLatin1String("authorization_pending"))
            continue;
        if (code == QLatin1String("slow_down")) {
            interval += 5 * m_intervalScale; // RFC 8628 §3.5
            continue;
        }
        if (code == QLatin1String("authorization_declined")) {
            r.error = QCoreApplication::translate("AzureAuth", "%1: the sign-in was declined.").arg(what);
            return r;
        }
        if (code == QLatin1String("expired_token")) {
            r.error = QCoreApplication::translate("AzureAuth", "%1: the code %2 expired before it was entered; start again.")
                          .arg(what, prompt.userCode);
            return r;
        }
        r.error = oauthError(answer, what);
        return r;
    }
}

TokenResult DeviceCodeCredential::acquireFor(const QString& resource)
{
    QByteArray refresh;
    {
        std::lock_guard lock(m_refreshMutex);
        refresh = m_refreshToken;
    }
    if (refresh.isEmpty())
        return Credential::acquireFor(resource);
    const QString what = QCoreApplication::translate("AzureAuth", "Device code sign-in");
    const QByteArray body = formBody({{QStringLiteral("grant_type"), QStringLiteral("refresh_token")},
                                      {QStringLiteral("client_id"), m_clientId},
                                      {QStringLiteral("refresh_token"), QString::fromUtf8(refresh)},
                                      {QStringLiteral("scope"), scopeOf(resource)}});
    TokenResult r = tokenFromAnswer(m_client.send(formPost(tokenUrl(m_cloud, m_tenant, QStringLiteral("token")), body)).result(), what);
    if (r.error.isEmpty() && !r.refreshToken.isEmpty()) {
        std::lock_guard lock(m_refreshMutex);
        m_refreshToken = r.refreshToken; // the identity platform turns refresh tokens over
    }
    return r;
}

// --- cache ---------------------------------------------------------------------------------------------------------

TokenCache::TokenCache(std::unique_ptr<Credential> credential, qint64 refreshMarginSeconds)
    : m_credential(std::move(credential))
    , m_margin(refreshMarginSeconds)
{
}

TokenResult TokenCache::token()
{
    std::lock_guard lock(m_mutex);
    if (!m_token.expiresWithin(m_margin))
        return {m_token, {}, {}};
    TokenResult r = m_credential->acquire();
    if (r.error.isEmpty()) {
        m_token = r.token;
        spdlog::debug("azure: token from {} until {}", m_credential->describe().toStdString(),
                      m_token.expiresOn.toString(Qt::ISODate).toStdString());
    }
    return r;
}

TokenResult TokenCache::tokenFor(const QString& resource)
{
    std::lock_guard lock(m_mutex);
    if (const auto it = m_others.constFind(resource); it != m_others.constEnd() && !it->expiresWithin(m_margin))
        return {*it, {}, {}};
    TokenResult r = m_credential->acquireFor(resource);
    if (r.error.isEmpty()) {
        m_others.insert(resource, r.token);
        spdlog::debug("azure: token for {} from {} until {}", resource.toStdString(), m_credential->describe().toStdString(),
                      r.token.expiresOn.toString(Qt::ISODate).toStdString());
    }
    return r;
}

void TokenCache::invalidate()
{
    std::lock_guard lock(m_mutex);
    m_token = {};
    m_others.clear();
}

} // namespace pw::azure

namespace pw::azure {

std::unique_ptr<Credential> makeCredential(const CredentialChoice& choice, http::Client& http, const Cloud& cloud,
                                           QString* error)
{
    QString method = choice.method.toLower();
    if (method.isEmpty())
        method = EnvironmentCredential::available() ? QStringLiteral("env") : QStringLiteral("cli");
    if (method == QLatin1String("env"))
        return std::make_unique<EnvironmentCredential>();
    if (method == QLatin1String("cli"))
        return std::make_unique<AzureCliCredential>(cloud);
    if (method == QLatin1String("service-principal")) {
        const QByteArray secret = choice.secret.isEmpty() ? qgetenv("AZURE_CLIENT_SECRET") : choice.secret;
        if (choice.tenant.isEmpty() || choice.clientId.isEmpty() || secret.isEmpty()) {
            if (error)
                *error = QCoreApplication::translate(
                    "AzureAuth", "A service principal needs a tenant, a client id and its secret (AZURE_CLIENT_SECRET).");
            return nullptr;
        }
        return std::make_unique<ServicePrincipalCredential>(http, cloud, choice.tenant, choice.clientId, secret);
    }
    if (method == QLatin1String("managed-identity")) {
        const QString endpoint = qEnvironmentVariable("IDENTITY_ENDPOINT");
        return std::make_unique<ManagedIdentityCredential>(http, cloud, choice.clientId, endpoint.isEmpty() ? QUrl() : QUrl(endpoint));
    }
    if (method == QLatin1String("device-code")) {
        // the Azure CLI's public client unless another is named
        const QString client = choice.clientId.isEmpty() ? QStringLiteral("04b07795-8ddb-461a-bbee-02f9e1bf7b46") : choice.clientId;
        return std::make_unique<DeviceCodeCredential>(http, cloud, choice.tenant, client, choice.prompt);
    }
    if (error)
        *error = QCoreApplication::translate(
                     "AzureAuth", "Unknown sign-in method '%1'; use env, cli, service-principal, managed-identity or device-code.")
                     .arg(choice.method);
    return nullptr;
}

} // namespace pw::azure
