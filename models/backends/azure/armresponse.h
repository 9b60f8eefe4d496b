// SPDX-License-Identifier: MIT
#pragma once

#include "httpclient.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

/// Reading Azure Resource Manager answers: the common error body, list pages with `nextLink`, and a whole list
/// followed page by page.
namespace pw::arm {

/// ARM's common error body: {"error": {"code", "message", "target", "details": [...], "additionalInfo": [...]}}.
struct ArmError
{
    QString code;
    QString message;
    QString target;
    QStringList details; // "code: message" of each detail
};

/// The error in an ARM error body; empty when the body is not one (not JSON, or no "error" object).
std::optional<ArmError> parseError(const QByteArray& body);

/// A failed response in plain words: the method, the URL (secrets taken out), the status, and the service's own
/// code and message when its body holds them (else the start of the body). Empty for a successful response.
QString describeFailure(const http::Response& response, const QByteArray& method = "GET");

/// One page of a list: {"value": [...], "nextLink": "..."}.
struct Page
{
    QJsonArray value;
    QUrl nextLink; // empty on the last page; resolved against the page's URL when relative
    QString error; // the body is not a list page (names the URL and what is wrong)
};
Page parsePage(const QByteArray& body, const QUrl& pageUrl);

struct ListResult
{
    QJsonArray items;
    int pages = 0;
    QString error; // non-empty: the list is incomplete (items holds what was read before)
    int status = 0; // the HTTP status of the page that failed (0: none, or no answer)
};

/// Read a whole list: `first`, then each `nextLink` as given (it carries api-version and the skip token) with the
/// same headers. Stops with an error on a failed page, a page that is not a list, a nextLink seen before (the
/// service going round in circles) or more than `maxPages` pages. Blocks: call it off the GUI thread.
ListResult listAll(http::Client& client, const http::Request& first, int maxPages = 1000);

} // namespace pw::arm
