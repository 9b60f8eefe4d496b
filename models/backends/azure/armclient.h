// SPDX-License-Identifier: MIT
#pragma once

#include "armresponse.h"
#include "azureauth.h"
#include "httpclient.h"

#include <QJsonObject>
#include <QString>

#include <functional>

/// Azure Resource Manager requests for one signed-in account: the bearer token on every request (renewed once
/// when the service says it is no longer valid), `api-version` on every URL, lists read to the end, and
/// long-running operations followed to their end. Blocking: call it off the GUI thread.
namespace pw::arm {

/// The API version the backend speaks.
inline constexpr char ApiVersion[] = "2026-05-01";

/// An Azure ML workspace: where its resources live.
struct WorkspaceRef
{
    QString subscription;
    QString resourceGroup;
    QString workspace;
    QString location; // its region, for usages, quotas and VM sizes

    /// "/subscriptions/{s}/resourceGroups/{rg}/providers/Microsoft.MachineLearningServices/workspaces/{ws}"
    QString path() const;
    /// "/subscriptions/{s}/providers/Microsoft.MachineLearningServices/locations/{location}"
    QString locationPath() const;
    /// Read a workspace's ARM id; empty fields when it is not one.
    static WorkspaceRef fromId(const QString& id);
};

/// The end of a long-running operation.
struct OperationResult
{
    bool ok = false;
    QString status; // Succeeded, Failed, Canceled; empty when it could not be followed
    QString message; // why it failed, in plain words
    QByteArray body; // the final answer (a resource, or the operation status)
    int polls = 0;
};

class ArmClient
{
public:
    ArmClient(http::Client& http, azure::TokenCache& tokens, azure::Cloud cloud);
    /// The signed-in account's token for another resource (azure::StorageResource for identity-based datastores).
    azure::TokenResult tokenFor(const QString& resource) { return m_tokens.tokenFor(resource); }

    const azure::Cloud& cloud() const { return m_cloud; }
    http::Client& http() const { return m_http; }

    /// A request to `path` (an ARM path, or a whole URL such as a nextLink) with api-version and the token.
    /// A 401 renews the token once and sends the request again. `idempotent`: a POST that may be sent twice (an
    /// action that reads or can be repeated), see http::Request::idempotent. `retry` false: one attempt (besides
    /// the renewal), for a caller that must look before it sends again.
    http::Response send(const QByteArray& method, const QString& path, const QByteArray& body = {},
                        const QList<QPair<QString, QString>>& query = {}, std::optional<bool> idempotent = {},
                        bool retry = true);
    http::Response get(const QString& path, const QList<QPair<QString, QString>>& query = {})
    {
        return send("GET", path, {}, query);
    }
    /// Every item of a list, page by page; a 401 renews the token once and reads the list again.
    ListResult list(const QString& path, const QList<QPair<QString, QString>>& query = {});
    /// Follow a long-running operation from its first answer (201/202 with Azure-AsyncOperation or Location, or a
    /// resource whose provisioningState is not final) until it ends, waiting as Retry-After says (at least
    /// `minPollSeconds`, default 1 s). `cancelled` stops the waiting (the operation goes on in Azure).
    OperationResult follow(const http::Response& first, const QByteArray& method, const QString& resourcePath,
                           const std::function<bool()>& cancelled = {}, double minPollSeconds = 1.0);
    /// The URL for an ARM path with api-version and `query`.
    QUrl url(const QString& path, const QList<QPair<QString, QString>>& query = {}) const;

private:
    http::Request request(const QByteArray& method, const QUrl& url, const QByteArray& body, const QByteArray& token) const;

    http::Client& m_http;
    azure::TokenCache& m_tokens;
    azure::Cloud m_cloud;
};

} // namespace pw::arm
