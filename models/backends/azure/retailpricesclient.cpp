// SPDX-License-Identifier: MIT
#include "retailpricesclient.h"

#include "httpclient.h"

#include <QCoreApplication>
#include <QSet>
#include <QtConcurrent/QtConcurrentRun>

namespace pw {

namespace {
struct RetailPricesClient
{
    Q_DECLARE_TR_FUNCTIONS(RetailPricesClient)
};
} // namespace

PriceRefresh fetchRetailPrices(http::Client& client, const QUrl& endpoint, const QString& region, int maxPages)
{
    PriceRefresh out;
    out.list.region = region.toLower();
    out.list.retrievedAt = QDateTime::currentDateTimeUtc();
    QUrl url = retailPricesQuery(endpoint, region);
    out.list.source = http::redactedUrl(url);
    if (const QString problem = http::checkEndpoint(url); !problem.isEmpty()) {
        out.error = problem;
        return out;
    }
    QSet<QUrl> seen;
    while (url.isValid() && !url.isEmpty()) {
        if (out.pages >= maxPages) {
            out.error = RetailPricesClient::tr("%1: more than %2 pages of prices; the list was not kept")
                            .arg(http::redactedUrl(url))
                            .arg(maxPages);
            out.list = PriceList();
            return out;
        }
        if (seen.contains(url)) {
            out.error = RetailPricesClient::tr("%1: the next page is one already read").arg(http::redactedUrl(url));
            out.list = PriceList();
            return out;
        }
        seen.insert(url);
        http::Request request;
        request.url = url;
        request.headers << qMakePair(QByteArray("Accept"), QByteArray("application/json"));
        const http::Response response = client.send(request).result();
        if (!response.error.isEmpty() || response.status != 200) {
            out.error = !response.error.isEmpty()
                ? response.error
                : RetailPricesClient::tr("%1 answered %2: %3")
                      .arg(http::redactedUrl(url))
                      .arg(response.status)
                      .arg(QString::fromUtf8(response.body.left(300)).simplified());
            out.list = PriceList();
            out.list.region = region.toLower();
            return out;
        }
        RetailPricesPage page;
        if (!parseRetailPricesPage(response.body, http::redactedUrl(url), &page, &out.error)) {
            out.list = PriceList();
            out.list.region = region.toLower();
            return out;
        }
        ++out.pages;
        out.list.addItems(page.items);
        if (!page.currency.isEmpty())
            out.list.currency = page.currency;
        // the next page must be on the same service: a link elsewhere is not followed
        if (!page.nextPageLink.isEmpty() && page.nextPageLink.host() != endpoint.host()) {
            out.error = RetailPricesClient::tr("%1: the next page is on another host (%2)")
                            .arg(http::redactedUrl(url), page.nextPageLink.host());
            out.list = PriceList();
            out.list.region = region.toLower();
            return out;
        }
        url = page.nextPageLink;
    }
    if (out.list.isEmpty())
        out.error = RetailPricesClient::tr("%1 lists no Linux VM prices for the region %2")
                        .arg(out.list.source, region);
    return out;
}

PriceRefresher makeRetailPriceRefresher()
{
    return [](const QString& region) {
        return QtConcurrent::run([region] {
            http::Client client;
            return fetchRetailPrices(client, retailPricesEndpoint(), region);
        });
    };
}

} // namespace pw
