// SPDX-License-Identifier: MIT
// libFuzzer target for what the Azure backend reads from the network (models/backends/azure): ARM error bodies, list
// pages and their nextLink, failure messages, Retry-After values and the redaction of secrets in URLs.
// Findings abort (so libFuzzer saves the input): a crash or sanitizer report; a failure message that is empty; a
// page without an error whose nextLink is not a valid URL; a negative wait; a secret query value that survives
// redaction.
//
// Input: the bytes up to the first NUL are a URL and a Retry-After value (split at the first newline); the rest is a
// response body.
#include "armresponse.h"
#include "httpclient.h"

#include <QCoreApplication>
#include <QUrlQuery>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

[[noreturn]] void finding(const std::string& what)
{
    std::fprintf(stderr, "fuzz_arm: %s\n", what.c_str());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size)
{
    const QByteArray input(reinterpret_cast<const char*>(bytes), qsizetype(size));
    const qsizetype nul = input.indexOf('\0');
    const QByteArray head = nul < 0 ? input : input.left(nul);
    const QByteArray body = nul < 0 ? QByteArray() : input.mid(nul + 1);
    const qsizetype nl = head.indexOf('\n');
    const QByteArray urlText = nl < 0 ? head : head.left(nl);
    const QByteArray retryAfter = nl < 0 ? QByteArray() : head.mid(nl + 1);

    const QUrl url(QString::fromUtf8(urlText));
    const QUrl base = url.isValid() && !url.isRelative() ? url : QUrl(QStringLiteral("https://management.azure.com/x"));

    // Retry-After
    if (const std::optional<qint64> wait = pw::http::parseRetryAfter(retryAfter); wait && *wait < 0)
        finding("negative Retry-After wait");

    // redaction: every secret parameter of the shown URL's query reads REDACTED
    const QString shown = pw::http::redactedUrl(url);
    if (url.isValid() && url.hasQuery()) {
        const QUrl shownUrl(shown);
        for (const auto& [k, v] : QUrlQuery(shownUrl).queryItems(QUrl::FullyEncoded))
            if (k.compare(QLatin1String("sig"), Qt::CaseInsensitive) == 0 && v != QLatin1String("REDACTED"))
                finding("a SAS signature survived redaction");
    }
    pw::http::checkEndpoint(url);

    // error bodies and failure messages
    pw::arm::parseError(body);
    pw::http::Response response;
    response.url = base;
    response.body = body;
    response.status = 400 + int(size % 200);
    if (pw::arm::describeFailure(response, "GET").isEmpty())
        finding("a failed response was described with an empty message");

    // list pages
    const pw::arm::Page page = pw::arm::parsePage(body, base);
    if (page.error.isEmpty() && !page.nextLink.isEmpty() && !page.nextLink.isValid())
        finding("a page without an error has an invalid nextLink");
    return 0;
}
