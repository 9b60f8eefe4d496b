// SPDX-License-Identifier: MIT
#include "retailprices.h"

#include "fileio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QUrlQuery>

#include <algorithm>
#include <cmath>

namespace pw {

namespace {

struct RetailPrices
{
    Q_DECLARE_TR_FUNCTIONS(RetailPrices)
};

enum class Tier { PayAsYouGo, Spot, LowPriority };

Tier tierOf(const QString& meterName)
{
    if (meterName.endsWith(QLatin1String(" Spot"), Qt::CaseInsensitive))
        return Tier::Spot;
    if (meterName.endsWith(QLatin1String(" Low Priority"), Qt::CaseInsensitive))
        return Tier::LowPriority;
    return Tier::PayAsYouGo;
}

QString tierKey(Tier t)
{
    switch (t) {
    case Tier::Spot: return QStringLiteral("spot");
    case Tier::LowPriority: return QStringLiteral("lowPriority");
    case Tier::PayAsYouGo: break;
    }
    return QStringLiteral("payAsYouGo");
}

std::optional<double>& slot(VmPrice& p, Tier t)
{
    switch (t) {
    case Tier::Spot: return p.spot;
    case Tier::LowPriority: return p.lowPriority;
    case Tier::PayAsYouGo: break;
    }
    return p.payAsYouGo;
}

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

bool parseRetailPricesPage(const QByteArray& json, const QString& source, RetailPricesPage* page, QString* error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError)
        return fail(error, RetailPrices::tr("%1: not JSON at byte %2: %3").arg(source).arg(pe.offset).arg(pe.errorString()));
    if (!doc.isObject())
        return fail(error, RetailPrices::tr("%1: the answer is not a JSON object").arg(source));
    const QJsonObject root = doc.object();
    const QJsonValue items = root.value(QLatin1String("Items"));
    if (!items.isArray())
        return fail(error, RetailPrices::tr("%1: Items: missing or not a list; this is not an answer of the Retail Prices API").arg(source));
    RetailPricesPage out;
    out.currency = root.value(QLatin1String("BillingCurrency")).toString();
    const QJsonValue next = root.value(QLatin1String("NextPageLink"));
    if (next.isString() && !next.toString().isEmpty()) {
        out.nextPageLink = QUrl(next.toString());
        if (!out.nextPageLink.isValid())
            return fail(error, RetailPrices::tr("%1: NextPageLink: %2 is not a URL").arg(source, next.toString()));
    } else if (!next.isNull() && !next.isUndefined() && !next.isString()) {
        return fail(error, RetailPrices::tr("%1: NextPageLink: not a string").arg(source));
    }
    const QJsonArray array = items.toArray();
    out.items.reserve(array.size());
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonObject o = array.at(i).toObject();
        const QString at = QStringLiteral("Items[%1]").arg(i);
        if (!array.at(i).isObject())
            return fail(error, RetailPrices::tr("%1: %2: not an object").arg(source, at));
        const QJsonValue price = o.value(QLatin1String("retailPrice"));
        if (!price.isDouble() || price.toDouble() < 0 || !std::isfinite(price.toDouble()))
            return fail(error, RetailPrices::tr("%1: %2.retailPrice: not a price (%3)")
                                   .arg(source, at, QString::fromUtf8(QJsonDocument(QJsonArray{price}).toJson(QJsonDocument::Compact))));
        RetailPriceItem item;
        item.retailPrice = price.toDouble();
        item.armSkuName = o.value(QLatin1String("armSkuName")).toString();
        item.armRegionName = o.value(QLatin1String("armRegionName")).toString();
        item.productName = o.value(QLatin1String("productName")).toString();
        item.meterName = o.value(QLatin1String("meterName")).toString();
        item.serviceName = o.value(QLatin1String("serviceName")).toString();
        item.type = o.value(QLatin1String("type")).toString();
        item.unitOfMeasure = o.value(QLatin1String("unitOfMeasure")).toString();
        item.currencyCode = o.value(QLatin1String("currencyCode")).toString();
        item.isPrimaryMeterRegion = o.value(QLatin1String("isPrimaryMeterRegion")).toBool(true);
        item.effectiveStartDate = QDateTime::fromString(o.value(QLatin1String("effectiveStartDate")).toString(), Qt::ISODate);
        out.items << item;
    }
    if (out.currency.isEmpty() && !out.items.isEmpty())
        out.currency = out.items.first().currencyCode;
    if (page)
        *page = std::move(out);
    return true;
}

QUrl retailPricesQuery(const QUrl& endpoint, const QString& region)
{
    QUrl url = endpoint;
    QUrlQuery q(url);
    if (!q.hasQueryItem(QStringLiteral("api-version")))
        q.addQueryItem(QStringLiteral("api-version"), QStringLiteral("2023-01-01-preview"));
    // a region name is letters and digits; anything else would end the quoted string
    QString r = region.toLower();
    r.removeIf([](QChar c) { return !c.isLetterOrNumber(); });
    q.addQueryItem(QStringLiteral("$filter"),
                   QStringLiteral("serviceName eq 'Virtual Machines' and armRegionName eq '%1' and priceType eq 'Consumption'").arg(r));
    url.setQuery(q);
    return url;
}

QUrl retailPricesEndpoint()
{
    const QString env = qEnvironmentVariable("PIPEWRIGHT_RETAIL_PRICES_URL");
    return QUrl(env.isEmpty() ? QStringLiteral("https://prices.azure.com/api/retail/prices") : env);
}

std::optional<VmPrice> PriceList::forSize(const QString& vmSize) const
{
    const auto it = m_prices.constFind(vmSize.toLower());
    if (it == m_prices.cend())
        return std::nullopt;
    return *it;
}

void PriceList::set(const QString& vmSize, const VmPrice& price)
{
    m_prices.insert(vmSize.toLower(), price);
}

QStringList PriceList::sizes() const
{
    QStringList names = m_prices.keys();
    std::sort(names.begin(), names.end());
    return names;
}

void PriceList::addItems(const QList<RetailPriceItem>& items)
{
    for (const RetailPriceItem& i : items) {
        if (i.armSkuName.isEmpty() || i.serviceName.compare(QLatin1String("Virtual Machines"), Qt::CaseInsensitive) != 0)
            continue;
        if (i.type.compare(QLatin1String("Consumption"), Qt::CaseInsensitive) != 0)
            continue; // reservations, dev/test
        if (!i.unitOfMeasure.isEmpty() && i.unitOfMeasure.compare(QLatin1String("1 Hour"), Qt::CaseInsensitive) != 0)
            continue;
        if (i.productName.endsWith(QLatin1String(" Windows"), Qt::CaseInsensitive)
            || i.productName.contains(QLatin1String("Cloud Services"), Qt::CaseInsensitive))
            continue; // Azure ML runs Linux on virtual machines
        if (!region.isEmpty() && !i.armRegionName.isEmpty() && i.armRegionName.compare(region, Qt::CaseInsensitive) != 0)
            continue;
        const Tier tier = tierOf(i.meterName);
        const QString size = i.armSkuName.toLower();
        const QString key = size + QLatin1Char('|') + tierKey(tier);
        const auto seen = m_picked.constFind(key);
        if (seen != m_picked.cend()) {
            // the primary meter region's price, then the latest
            if (seen->primary && !i.isPrimaryMeterRegion)
                continue;
            if (seen->primary == i.isPrimaryMeterRegion && i.effectiveStartDate.isValid() && seen->effective.isValid()
                && i.effectiveStartDate < seen->effective)
                continue;
        }
        m_picked.insert(key, Picked{i.retailPrice, i.isPrimaryMeterRegion, i.effectiveStartDate});
        slot(m_prices[size], tier) = i.retailPrice;
        if (!i.currencyCode.isEmpty())
            currency = i.currencyCode;
    }
}

int PriceList::applyTo(QList<VmSize>& sizes) const
{
    int filled = 0;
    for (VmSize& s : sizes) {
        if (s.pricePerHour || s.lowPriorityPricePerHour)
            continue;
        const std::optional<VmPrice> p = forSize(s.name);
        if (!p || (!p->payAsYouGo && !p->preemptible()))
            continue;
        s.pricePerHour = p->payAsYouGo;
        s.lowPriorityPricePerHour = p->preemptible();
        s.currency = currency;
        s.priceSource = describe();
        ++filled;
    }
    return filled;
}

QString PriceList::describe() const
{
    return RetailPrices::tr("Azure retail prices, %1, %2")
        .arg(region, QLocale().toString(retrievedAt.toLocalTime().date(), QLocale::ShortFormat));
}

QByteArray PriceList::toJson() const
{
    QJsonObject prices;
    for (const QString& n : sizes()) {
        const VmPrice& p = m_prices.value(n);
        QJsonObject o;
        if (p.payAsYouGo)
            o.insert(QLatin1String("payAsYouGo"), *p.payAsYouGo);
        if (p.spot)
            o.insert(QLatin1String("spot"), *p.spot);
        if (p.lowPriority)
            o.insert(QLatin1String("lowPriority"), *p.lowPriority);
        prices.insert(n, o);
    }
    QJsonObject root{{QLatin1String("region"), region},
                     {QLatin1String("currency"), currency},
                     {QLatin1String("retrievedAt"), retrievedAt.toUTC().toString(Qt::ISODate)},
                     {QLatin1String("source"), source},
                     {QLatin1String("prices"), prices}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<PriceList> PriceList::fromJson(const QByteArray& json, const QString& source, QString* error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        fail(error, RetailPrices::tr("%1: not JSON at byte %2: %3").arg(source).arg(pe.offset).arg(pe.errorString()));
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (!doc.isObject() || !root.value(QLatin1String("prices")).isObject() || !root.value(QLatin1String("region")).isString()) {
        fail(error, RetailPrices::tr("%1: not a price list (region and prices are needed)").arg(source));
        return std::nullopt;
    }
    PriceList list;
    list.region = root.value(QLatin1String("region")).toString().toLower();
    list.currency = root.value(QLatin1String("currency")).toString(QStringLiteral("USD"));
    list.retrievedAt = QDateTime::fromString(root.value(QLatin1String("retrievedAt")).toString(), Qt::ISODate);
    list.source = root.value(QLatin1String("source")).toString();
    if (!list.retrievedAt.isValid()) {
        fail(error, RetailPrices::tr("%1: retrievedAt: not a date and time").arg(source));
        return std::nullopt;
    }
    const QJsonObject prices = root.value(QLatin1String("prices")).toObject();
    for (auto it = prices.begin(); it != prices.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        VmPrice p;
        for (Tier t : {Tier::PayAsYouGo, Tier::Spot, Tier::LowPriority}) {
            const QJsonValue v = o.value(tierKey(t));
            if (v.isUndefined())
                continue;
            if (!v.isDouble() || v.toDouble() < 0) {
                fail(error, RetailPrices::tr("%1: prices.%2.%3: not a price").arg(source, it.key(), tierKey(t)));
                return std::nullopt;
            }
            slot(p, t) = v.toDouble();
        }
        list.set(it.key(), p);
    }
    return list;
}

QString priceListFile(const QString& region)
{
    // one folder for the studio and the command line (their application names differ)
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/pipewright/prices/")
        + region.toLower() + QStringLiteral(".json");
}

PriceList loadPriceList(const QString& region, QString* error)
{
    for (const QString& file : {priceListFile(region), QStringLiteral(":/compute/prices/%1.json").arg(region.toLower())}) {
        if (!QFile::exists(file))
            continue;
        QByteArray bytes;
        QString why;
        if (!readFileBytes(file, bytes, &why)) {
            fail(error, why);
            continue;
        }
        if (std::optional<PriceList> list = PriceList::fromJson(bytes, QDir::toNativeSeparators(file), &why))
            return *list;
        fail(error, why);
    }
    PriceList none;
    none.region = region.toLower();
    return none;
}

bool savePriceList(const PriceList& list, QString* error)
{
    const QString file = priceListFile(list.region);
    if (!QDir().mkpath(QFileInfo(file).absolutePath()))
        return fail(error, RetailPrices::tr("%1 cannot be made").arg(QDir::toNativeSeparators(QFileInfo(file).absolutePath())));
    return writeFileAtomically(file, list.toJson(), error);
}

QString defaultPriceRegion()
{
    const QString r = QSettings().value(QStringLiteral("compute/priceRegion")).toString().trimmed().toLower();
    return r.isEmpty() ? QStringLiteral("eastus") : r;
}

ClusterCost clusterCost(double pricePerHour, int minNodes, int maxNodes)
{
    return ClusterCost{pricePerHour * std::max(0, minNodes), pricePerHour * std::max(0, maxNodes)};
}

double jobCost(double pricePerHour, int nodes, qint64 durationMs)
{
    return pricePerHour * std::max(1, nodes) * double(std::max<qint64>(0, durationMs)) / 3.6e6;
}

CostEstimate estimateCost(const ComputeChoice& choice, const ComputeSnapshot& snapshot, std::optional<qint64> earlierDurationMs)
{
    CostEstimate e;
    e.nodes = std::max(1, choice.instanceCount);
    if (choice.kind == ComputeChoice::Kind::Serverless) {
        e.vmSize = choice.instanceType;
        e.preemptible = choice.spot;
    } else if (choice.kind == ComputeChoice::Kind::Cluster) {
        for (const ComputeTarget& t : snapshot.computes)
            if (t.name.compare(choice.computeName, Qt::CaseInsensitive) == 0) {
                e.vmSize = t.vmSize;
                e.preemptible = t.vmPriority.compare(QLatin1String("LowPriority"), Qt::CaseInsensitive) == 0;
            }
    } else {
        return e;
    }
    for (const VmSize& s : snapshot.vmSizes) {
        if (e.vmSize.isEmpty() || s.name.compare(e.vmSize, Qt::CaseInsensitive) != 0)
            continue;
        const std::optional<double> price = e.preemptible ? s.lowPriorityPricePerHour : s.pricePerHour;
        if (price) {
            e.perHour = *price * e.nodes;
            if (earlierDurationMs)
                e.perRun = jobCost(*price, e.nodes, *earlierDurationMs);
        }
        if (!s.currency.isEmpty())
            e.currency = s.currency;
        e.priceSource = s.priceSource;
        e.vmSize = s.name;
    }
    return e;
}

QString describeCost(const CostEstimate& e, const ComputeChoice& choice, std::optional<qint64> earlierDurationMs)
{
    if (choice.kind != ComputeChoice::Kind::Serverless && choice.kind != ComputeChoice::Kind::Cluster)
        return {};
    if (e.vmSize.isEmpty())
        return choice.kind == ComputeChoice::Kind::Serverless
            ? RetailPrices::tr("Cost: the service picks the size, so no price can be given; choose a size to see one.")
            : RetailPrices::tr("Cost: the cluster's size is not known yet.");
    if (!e.perHour)
        return RetailPrices::tr("Cost: no price is known for %1 in this region.").arg(e.vmSize);
    const double each = *e.perHour / e.nodes;
    QString text = e.nodes > 1 ? RetailPrices::tr("Cost: %1 × %2 at %3 per hour each: %4 per hour")
                                     .arg(e.nodes)
                                     .arg(e.vmSize, formatMoney(each, e.currency), formatMoney(*e.perHour, e.currency))
                               : RetailPrices::tr("Cost: %1 at %2 per hour").arg(e.vmSize, formatMoney(*e.perHour, e.currency));
    if (e.preemptible)
        text += QLatin1Char(' ') + RetailPrices::tr("(low priority or Spot)");
    if (e.perRun && earlierDurationMs) {
        const qint64 s = std::max<qint64>(1, *earlierDurationMs / 1000);
        const QString took = s < 60 ? RetailPrices::tr("%n s", nullptr, int(s)) : s < 3600 ? RetailPrices::tr("%n min", nullptr, int((s + 30) / 60))
                                                                              : RetailPrices::tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
        text += QLatin1String("; ") + RetailPrices::tr("its last run took %1: about %2 a run").arg(took, formatMoney(*e.perRun, e.currency));
    }
    text = RetailPrices::tr("%1.", "the end of a sentence").arg(text);
    if (!e.priceSource.isEmpty())
        text += QLatin1Char(' ') + RetailPrices::tr("Prices: %1.").arg(e.priceSource);
    return text;
}

QString formatMoney(double amount, const QString& currency)
{
    const int decimals = amount < 10 ? 3 : 2;
    return QStringLiteral("%1 %2").arg(QLocale().toString(amount, 'f', decimals), currency.isEmpty() ? QStringLiteral("USD") : currency);
}

} // namespace pw
