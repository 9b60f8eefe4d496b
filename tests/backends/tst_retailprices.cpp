// SPDX-License-Identifier: MIT
// VM prices from the Azure Retail Prices API: reading its pages (Items, NextPageLink, BillingCurrency), choosing
// the Linux pay-as-you-go / Spot / low-priority meter of each size, the list kept on disk, the costs shown from
// it; and a refresh against a loopback server answering as the API does (pages, the $filter it is asked, a 429
// with Retry-After, a service that fails, a next page on another host, a region without prices).
#include "httptesting.h"
#include "loopbackserver.h"
#include "pricebook.h"
#include "retailprices.h"
#include "retailpricesclient.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

using namespace pw;

namespace {

/// An item as the API writes one (every field of its documented shape; the prices are the test's own).
QJsonObject item(const QString& sku, const QString& meter, double price, const QString& product = QString(),
                 const QString& region = QStringLiteral("westeurope"), const QString& type = QStringLiteral("Consumption"),
                 bool primary = true, const QString& effective = QStringLiteral("2026-06-01T00:00:00Z"))
{
    const QString series = sku.section(QLatin1Char('_'), 1, 1);
    return QJsonObject{{QStringLiteral("currencyCode"), QStringLiteral("USD")},
                       {QStringLiteral("tierMinimumUnits"), 0.0},
                       {QStringLiteral("retailPrice"), price},
                       {QStringLiteral("unitPrice"), price},
                       {QStringLiteral("armRegionName"), region},
                       {QStringLiteral("location"), QStringLiteral("EU West")},
                       {QStringLiteral("effectiveStartDate"), effective},
                       {QStringLiteral("meterId"), QStringLiteral("00000000-0000-0000-0000-000000000000")},
                       {QStringLiteral("meterName"), meter},
                       {QStringLiteral("productId"), QStringLiteral("DZH318Z0BQPS")},
                       {QStringLiteral("skuId"), QStringLiteral("DZH318Z0BQPS/00TG")},
                       {QStringLiteral("productName"), product.isEmpty() ? QStringLiteral("Virtual Machines %1 Series").arg(series) : product},
                       {QStringLiteral("skuName"), meter},
                       {QStringLiteral("serviceName"), QStringLiteral("Virtual Machines")},
                       {QStringLiteral("serviceId"), QStringLiteral("DZH313Z7MMC8")},
                       {QStringLiteral("serviceFamily"), QStringLiteral("Compute")},
                       {QStringLiteral("unitOfMeasure"), QStringLiteral("1 Hour")},
                       {QStringLiteral("type"), type},
                       {QStringLiteral("isPrimaryMeterRegion"), primary},
                       {QStringLiteral("armSkuName"), sku}};
}

QByteArray page(const QJsonArray& items, const QString& next = QString())
{
    return QJsonDocument(QJsonObject{{QStringLiteral("BillingCurrency"), QStringLiteral("USD")},
                                     {QStringLiteral("CustomerEntityId"), QStringLiteral("Default")},
                                     {QStringLiteral("CustomerEntityType"), QStringLiteral("Retail")},
                                     {QStringLiteral("Items"), items},
                                     {QStringLiteral("NextPageLink"), next.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(next)},
                                     {QStringLiteral("Count"), items.size()}})
        .toJson(QJsonDocument::Compact);
}

PriceList listOf(const QJsonArray& items, const QString& region = QStringLiteral("westeurope"))
{
    RetailPricesPage p;
    QString error;
    if (!parseRetailPricesPage(page(items), QStringLiteral("test"), &p, &error))
        qFatal("%s", qPrintable(error));
    PriceList list;
    list.region = region;
    list.retrievedAt = QDateTime(QDate(2026, 12, 2), QTime(10, 0), Qt::UTC);
    list.addItems(p.items);
    return list;
}

/// The refresh's outcome, this thread serving the loopback server meanwhile.
PriceRefresh waitFor(QFuture<PriceRefresh> f)
{
    QElapsedTimer t;
    t.start();
    while (!f.isFinished() && t.elapsed() < 30000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    if (f.resultCount() == 0) {
        PriceRefresh none;
        none.error = QStringLiteral("test: no answer");
        return none;
    }
    return f.result();
}

} // namespace

class TestRetailPrices : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cache.isValid());
        qputenv("XDG_CACHE_HOME", m_cache.path().toUtf8());
    }

    void pageIsRead()
    {
        RetailPricesPage p;
        QString error;
        QVERIFY2(parseRetailPricesPage(page({item(QStringLiteral("Standard_D4s_v5"), QStringLiteral("D4s v5"), 0.23)},
                                            QStringLiteral("https://prices.azure.com/api/retail/prices?$skip=100")),
                                       QStringLiteral("page 1"), &p, &error),
                 qPrintable(error));
        QCOMPARE(p.items.size(), 1);
        QCOMPARE(p.items[0].armSkuName, QStringLiteral("Standard_D4s_v5"));
        QCOMPARE(p.items[0].retailPrice, 0.23);
        QCOMPARE(p.items[0].effectiveStartDate, QDateTime(QDate(2026, 6, 1), QTime(0, 0), Qt::UTC));
        QCOMPARE(p.nextPageLink, QUrl(QStringLiteral("https://prices.azure.com/api/retail/prices?$skip=100")));
        QCOMPARE(p.currency, QStringLiteral("USD"));
        // the last page
        QVERIFY(parseRetailPricesPage(page({}), QStringLiteral("page 2"), &p, &error));
        QVERIFY(p.nextPageLink.isEmpty());
    }

    void badPagesNameTheirPlace_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not JSON") << QByteArray("<html>") << QStringLiteral("src: not JSON at byte");
        QTest::newRow("no Items") << QByteArray("{\"value\":[]}") << QStringLiteral("src: Items: missing or not a list");
        QTest::newRow("price a string") << QByteArray("{\"Items\":[{\"armSkuName\":\"A\",\"retailPrice\":\"0.1\"}]}")
                                        << QStringLiteral("src: Items[0].retailPrice: not a price");
        QTest::newRow("negative price") << QByteArray("{\"Items\":[{},{\"retailPrice\":-1}]}")
                                        << QStringLiteral("src: Items[0].retailPrice");
        QTest::newRow("next not a string") << QByteArray("{\"Items\":[],\"NextPageLink\":3}")
                                           << QStringLiteral("src: NextPageLink: not a string");
    }

    void badPagesNameTheirPlace()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        RetailPricesPage p;
        QString error;
        QVERIFY(!parseRetailPricesPage(json, QStringLiteral("src"), &p, &error));
        QVERIFY2(error.startsWith(expected), qPrintable(error));
    }

    void linuxMetersPerTierArePicked()
    {
        const PriceList list = listOf({
            item(QStringLiteral("Standard_D4s_v5"), QStringLiteral("D4s v5"), 0.23),
            item(QStringLiteral("Standard_D4s_v5"), QStringLiteral("D4s v5 Spot"), 0.05),
            item(QStringLiteral("Standard_D4s_v5"), QStringLiteral("D4s v5 Low Priority"), 0.046),
            // not what Azure ML runs: Windows, Cloud Services, reservations, dev/test, another region
            item(QStringLiteral("Standard_D4s_v5"), QStringLiteral("D4s v5"), 0.41, QStringLiteral("Virtual Machines Dsv5 Series Windows")),
            item(QStringLiteral("Standard_D4s_v5"), QStringLiteral("D4s v5"), 0.29, QStringLiteral("Dsv5 Series Cloud Services")),
            item(QStringLiteral("Standard_D4s_v5"), QStringLiteral("D4s v5"), 0.11, QString(), QStringLiteral("westeurope"), QStringLiteral("Reservation")),
            item(QStringLiteral("Standard_D4s_v5"), QStringLiteral("D4s v5"), 0.12, QString(), QStringLiteral("westeurope"), QStringLiteral("DevTestConsumption")),
            item(QStringLiteral("Standard_D4s_v5"), QStringLiteral("D4s v5"), 0.99, QString(), QStringLiteral("eastus")),
            // a newer price of the same meter wins; a non-primary meter region does not over a primary one
            item(QStringLiteral("Standard_NC6s_v3"), QStringLiteral("NC6s v3"), 3.0, QString(), QStringLiteral("westeurope"),
                 QStringLiteral("Consumption"), true, QStringLiteral("2024-01-01T00:00:00Z")),
            item(QStringLiteral("Standard_NC6s_v3"), QStringLiteral("NC6s v3"), 3.2, QString(), QStringLiteral("westeurope"),
                 QStringLiteral("Consumption"), true, QStringLiteral("2025-01-01T00:00:00Z")),
            item(QStringLiteral("Standard_NC6s_v3"), QStringLiteral("NC6s v3"), 9.9, QString(), QStringLiteral("westeurope"),
                 QStringLiteral("Consumption"), false, QStringLiteral("2026-01-01T00:00:00Z")),
        });
        QCOMPARE(list.size(), 2);
        const std::optional<VmPrice> d4 = list.forSize(QStringLiteral("STANDARD_D4S_V5"));
        QVERIFY(d4);
        QCOMPARE(d4->payAsYouGo, std::optional<double>(0.23));
        QCOMPARE(d4->spot, std::optional<double>(0.05));
        QCOMPARE(d4->lowPriority, std::optional<double>(0.046));
        QCOMPARE(d4->preemptible(), std::optional<double>(0.05));
        QCOMPARE(list.forSize(QStringLiteral("Standard_NC6s_v3"))->payAsYouGo, std::optional<double>(3.2));
        QVERIFY(!list.forSize(QStringLiteral("Standard_DS3_v2")));
    }

    void listKeepsOnDiskAndReadsBack()
    {
        PriceList list = listOf({item(QStringLiteral("Standard_DS3_v2"), QStringLiteral("DS3 v2"), 0.293),
                                 item(QStringLiteral("Standard_DS3_v2"), QStringLiteral("DS3 v2 Low Priority"), 0.0586)});
        list.source = QStringLiteral("https://prices.azure.com/api/retail/prices");
        QString error;
        QVERIFY2(savePriceList(list, &error), qPrintable(error));
        QVERIFY(priceListFile(QStringLiteral("westeurope")).startsWith(m_cache.path()));
        const PriceList back = loadPriceList(QStringLiteral("WestEurope"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(back.region, QStringLiteral("westeurope"));
        QCOMPARE(back.retrievedAt, list.retrievedAt);
        QCOMPARE(back.source, list.source);
        QCOMPARE(back.forSize(QStringLiteral("Standard_DS3_v2"))->payAsYouGo, std::optional<double>(0.293));
        QCOMPARE(back.forSize(QStringLiteral("Standard_DS3_v2"))->lowPriority, std::optional<double>(0.0586));
        QCOMPARE(back.toJson(), list.toJson());
        // a damaged file is said, not taken as no prices at all in silence
        QVERIFY(!PriceList::fromJson("{\"region\":\"x\",\"prices\":{\"A\":{\"spot\":\"cheap\"}},\"retrievedAt\":\"2026-01-01T00:00:00Z\"}",
                                     QStringLiteral("f.json"), &error));
        QCOMPARE(error, QStringLiteral("f.json: prices.A.spot: not a price"));
        QVERIFY(!PriceList::fromJson("{\"region\":\"x\",\"prices\":{}}", QStringLiteral("f.json"), &error));
        QCOMPARE(error, QStringLiteral("f.json: retrievedAt: not a date and time"));
    }

    void sizesWithoutPricesGetTheList()
    {
        const PriceList list = listOf({item(QStringLiteral("Standard_DS3_v2"), QStringLiteral("DS3 v2"), 0.293),
                                       item(QStringLiteral("Standard_DS3_v2"), QStringLiteral("DS3 v2 Spot"), 0.06)});
        QList<VmSize> sizes(3);
        sizes[0].name = QStringLiteral("Standard_DS3_v2");
        sizes[1].name = QStringLiteral("Standard_DS3_v2");
        sizes[1].pricePerHour = 0.5; // the workspace's own: kept
        sizes[2].name = QStringLiteral("Standard_E4s_v3"); // not in the list
        QCOMPARE(list.applyTo(sizes), 1);
        QCOMPARE(sizes[0].pricePerHour, std::optional<double>(0.293));
        QCOMPARE(sizes[0].lowPriorityPricePerHour, std::optional<double>(0.06));
        QVERIFY(sizes[0].priceSource.contains(QLatin1String("westeurope")));
        QCOMPARE(sizes[1].pricePerHour, std::optional<double>(0.5));
        QVERIFY(sizes[1].priceSource.isEmpty());
        QVERIFY(!sizes[2].pricePerHour);
    }

    void costsOfClustersAndJobs()
    {
        const ClusterCost c = clusterCost(0.293, 1, 4);
        QCOMPARE(c.idlePerHour, 0.293);
        QCOMPARE(c.fullPerHour, 0.293 * 4);
        QCOMPARE(jobCost(0.3, 2, 30 * 60 * 1000), 0.3);

        ComputeSnapshot snapshot;
        VmSize s;
        s.name = QStringLiteral("Standard_DS3_v2");
        s.pricePerHour = 0.3;
        s.lowPriorityPricePerHour = 0.06;
        snapshot.vmSizes << s;
        ComputeTarget cluster;
        cluster.name = QStringLiteral("cpu-cluster");
        cluster.vmSize = QStringLiteral("STANDARD_DS3_V2");
        cluster.vmPriority = QStringLiteral("LowPriority");
        snapshot.computes << cluster;

        ComputeChoice serverless;
        serverless.kind = ComputeChoice::Kind::Serverless;
        serverless.instanceType = QStringLiteral("Standard_DS3_v2");
        serverless.instanceCount = 2;
        CostEstimate e = estimateCost(serverless, snapshot, 30 * 60 * 1000);
        QCOMPARE(e.perHour, std::optional<double>(0.6));
        QCOMPARE(e.perRun, std::optional<double>(0.3));
        QString text = describeCost(e, serverless, 30 * 60 * 1000);
        QVERIFY2(text.contains(QStringLiteral("2 × Standard_DS3_v2")) && text.contains(QLatin1String("30 min")), qPrintable(text));

        serverless.spot = true;
        QCOMPARE(estimateCost(serverless, snapshot).perHour, std::optional<double>(0.12));

        ComputeChoice onCluster;
        onCluster.kind = ComputeChoice::Kind::Cluster;
        onCluster.computeName = QStringLiteral("cpu-cluster");
        e = estimateCost(onCluster, snapshot);
        QVERIFY(e.preemptible);
        QCOMPARE(e.perHour, std::optional<double>(0.06));
        QVERIFY(!e.perRun);

        ComputeChoice picked; // the service picks the size: no price to give
        picked.kind = ComputeChoice::Kind::Serverless;
        text = describeCost(estimateCost(picked, snapshot), picked, std::nullopt);
        QVERIFY2(text.contains(QLatin1String("service picks")), qPrintable(text));
        ComputeChoice local;
        local.kind = ComputeChoice::Kind::Local;
        QVERIFY(describeCost(estimateCost(local, snapshot), local, std::nullopt).isEmpty());
    }

    void refreshReadsEveryPage()
    {
        LoopbackServer server;
        int served = 0;
        server.handler = [&](const Received& r) {
            Reply reply;
            reply.headers = {{"Content-Type", "application/json"}};
            const QUrlQuery q(QUrl(QString::fromUtf8(r.path)).query());
            if (!q.hasQueryItem(QStringLiteral("skip"))) {
                // the first page is throttled once, with Retry-After
                if (served++ == 0) {
                    reply.status = 429;
                    reply.headers << qMakePair(QByteArray("Retry-After"), QByteArray("0"));
                    return reply;
                }
                reply.body = page({item(QStringLiteral("Standard_DS3_v2"), QStringLiteral("DS3 v2"), 0.293),
                                   item(QStringLiteral("Standard_DS3_v2"), QStringLiteral("DS3 v2 Windows"), 0.5,
                                        QStringLiteral("Virtual Machines DSv2 Series Windows"))},
                                  server.url(QStringLiteral("/api/retail/prices?skip=100")).toString());
            } else {
                reply.body = page({item(QStringLiteral("Standard_NC6s_v3"), QStringLiteral("NC6s v3"), 3.06),
                                   item(QStringLiteral("Standard_NC6s_v3"), QStringLiteral("NC6s v3 Spot"), 0.9)});
            }
            return reply;
        };
        qputenv("PIPEWRIGHT_RETAIL_PRICES_URL", server.url(QStringLiteral("/api/retail/prices")).toString().toUtf8());
        const PriceRefresh r = waitFor(makeRetailPriceRefresher()(QStringLiteral("westeurope")));
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.pages, 2);
        QCOMPARE(server.requests.size(), 3);
        // what it asked: the region's consumption prices of virtual machines
        const QUrlQuery first(QUrl(QString::fromUtf8(server.requests[0].path)).query());
        QCOMPARE(first.queryItemValue(QStringLiteral("$filter"), QUrl::FullyDecoded),
                 QStringLiteral("serviceName eq 'Virtual Machines' and armRegionName eq 'westeurope' and priceType eq 'Consumption'"));
        QCOMPARE(first.queryItemValue(QStringLiteral("api-version")), QStringLiteral("2023-01-01-preview"));
        QCOMPARE(r.list.size(), 2);
        QCOMPARE(r.list.forSize(QStringLiteral("Standard_DS3_v2"))->payAsYouGo, std::optional<double>(0.293));
        QCOMPARE(r.list.forSize(QStringLiteral("Standard_NC6s_v3"))->spot, std::optional<double>(0.9));
        QVERIFY(r.list.retrievedAt.secsTo(QDateTime::currentDateTimeUtc()) < 60);

        // the studio's book: a list missing is taken, kept on disk and said
        QFile::remove(priceListFile(QStringLiteral("westeurope")));
        PriceBook book;
        book.setRefresher(makeRetailPriceRefresher());
        QSignalSpy spy(&book, &PriceBook::refreshed);
        served = 1;
        book.refreshIfStale(QStringLiteral("westeurope"));
        QVERIFY(book.isRefreshing(QStringLiteral("westeurope")));
        QTRY_COMPARE_WITH_TIMEOUT(spy.size(), 1, 30000);
        QVERIFY2(book.lastError(QStringLiteral("westeurope")).isEmpty(), qPrintable(book.lastError(QStringLiteral("westeurope"))));
        QCOMPARE(loadPriceList(QStringLiteral("westeurope")).forSize(QStringLiteral("Standard_NC6s_v3"))->payAsYouGo,
                 std::optional<double>(3.06));
        // fresh now: not asked again
        const qsizetype asked = server.requests.size();
        book.refreshIfStale(QStringLiteral("westeurope"));
        QVERIFY(!book.isRefreshing(QStringLiteral("westeurope")));
        QCOMPARE(server.requests.size(), asked);
    }

    void refreshFailuresAreSaid()
    {
        LoopbackServer server;
        QByteArray mode;
        server.handler = [&](const Received&) {
            Reply reply;
            if (mode == "fails") {
                reply.status = 400;
                reply.body = "{\"Error\":{\"Code\":\"InvalidFilter\",\"Message\":\"bad filter\"}}";
            } else if (mode == "elsewhere") {
                reply.body = page({item(QStringLiteral("Standard_DS3_v2"), QStringLiteral("DS3 v2"), 0.293)},
                                  QStringLiteral("https://example.org/next"));
            } else {
                reply.body = page({}); // a region the API has no prices for
            }
            return reply;
        };
        const QUrl endpoint = server.url(QStringLiteral("/api/retail/prices"));
        qputenv("PIPEWRIGHT_RETAIL_PRICES_URL", endpoint.toString().toUtf8());
        mode = "fails";
        PriceRefresh r = waitFor(makeRetailPriceRefresher()(QStringLiteral("westeurope")));
        QVERIFY2(r.error.contains(QLatin1String("answered 400")) && r.error.contains(QLatin1String("bad filter"))
                     && r.error.contains(QLatin1String("127.0.0.1")),
                 qPrintable(r.error));
        QVERIFY(r.list.isEmpty());
        mode = "elsewhere";
        r = waitFor(makeRetailPriceRefresher()(QStringLiteral("westeurope")));
        QVERIFY2(r.error.contains(QLatin1String("another host (example.org)")), qPrintable(r.error));
        QVERIFY(r.list.isEmpty());
        mode = "empty";
        r = waitFor(makeRetailPriceRefresher()(QStringLiteral("nowhere")));
        QVERIFY2(r.error.contains(QLatin1String("no Linux VM prices for the region nowhere")), qPrintable(r.error));
        // the book says why and keeps what it had
        PriceBook book;
        book.setRefresher(makeRetailPriceRefresher());
        QSignalSpy spy(&book, &PriceBook::refreshed);
        mode = "fails";
        const PriceList before = book.list(QStringLiteral("westeurope"));
        book.refresh(QStringLiteral("westeurope"));
        QTRY_COMPARE_WITH_TIMEOUT(spy.size(), 1, 30000);
        QVERIFY(book.lastError(QStringLiteral("westeurope")).contains(QLatin1String("answered 400")));
        QCOMPARE(book.list(QStringLiteral("westeurope")).toJson(), before.toJson());
        // a kept list that cannot be read is said, and a refresh is still tried (it replaces the list)
        PriceBook fresh;
        QFile damaged(priceListFile(QStringLiteral("northeurope")));
        QVERIFY(QDir().mkpath(QFileInfo(damaged).absolutePath()) && damaged.open(QIODevice::WriteOnly));
        damaged.write("{\"region\": \"northeurope\", \"prices\": [");
        damaged.close();
        QVERIFY(fresh.list(QStringLiteral("northeurope")).isEmpty());
        QVERIFY2(fresh.lastError(QStringLiteral("northeurope")).contains(QLatin1String("not JSON")),
                 qPrintable(fresh.lastError(QStringLiteral("northeurope"))));
        fresh.setRefresher(makeRetailPriceRefresher());
        QSignalSpy freshSpy(&fresh, &PriceBook::refreshed);
        fresh.refreshIfStale(QStringLiteral("northeurope"));
        QVERIFY(fresh.isRefreshing(QStringLiteral("northeurope")));
        QTRY_COMPARE_WITH_TIMEOUT(freshSpy.size(), 1, 30000);
        // plain http elsewhere than loopback is refused before anything is sent
        r = fetchRetailPricesFrom(QUrl(QStringLiteral("http://prices.example.org/api")));
        QVERIFY2(!r.error.isEmpty() && r.pages == 0, qPrintable(r.error));
    }

private:
    static PriceRefresh fetchRetailPricesFrom(const QUrl& endpoint)
    {
        http::Client client;
        return fetchRetailPrices(client, endpoint, QStringLiteral("westeurope"));
    }

    QTemporaryDir m_cache;
};

QTEST_GUILESS_MAIN(TestRetailPrices)
#include "tst_retailprices.moc"
