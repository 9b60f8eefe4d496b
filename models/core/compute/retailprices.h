// SPDX-License-Identifier: MIT
// VM prices from the Azure Retail Prices API (https://prices.azure.com/api/retail/prices, no sign-in): one
// region's Linux pay-as-you-go, Spot and low-priority prices per VM size, kept as a dated list on disk, and the
// costs the compute picker shows from them (per size, per cluster, per job).
#pragma once

#include "compute.h"
#include "computechoice.h"

#include <QDateTime>
#include <QFuture>
#include <QHash>
#include <QList>
#include <QString>
#include <QUrl>

#include <functional>
#include <optional>

namespace pw {

/// The hourly prices of one VM size in one region (Linux).
struct VmPrice
{
    std::optional<double> payAsYouGo; // the "Consumption" meter without a tier suffix
    std::optional<double> spot; // "… Spot"
    std::optional<double> lowPriority; // "… Low Priority"
    /// The price of the tier a low-priority cluster or a Spot serverless job pays: Spot where the region has it,
    /// else low priority.
    std::optional<double> preemptible() const { return spot ? spot : lowPriority; }
};

/// One item of a Retail Prices API page (the fields this product reads).
struct RetailPriceItem
{
    QString armSkuName; // Standard_D4s_v5
    QString armRegionName; // eastus
    QString productName; // Virtual Machines DSv5 Series (Windows ones end in " Windows")
    QString meterName; // D4s v5, D4s v5 Spot, D4s v5 Low Priority
    QString serviceName; // Virtual Machines
    QString type; // Consumption, Reservation, DevTestConsumption
    QString unitOfMeasure; // 1 Hour
    QString currencyCode; // USD
    double retailPrice = 0;
    bool isPrimaryMeterRegion = true;
    QDateTime effectiveStartDate;
};

/// A page of the API's answer: its items and the link to the next page (empty on the last).
struct RetailPricesPage
{
    QList<RetailPriceItem> items;
    QUrl nextPageLink;
    QString currency; // BillingCurrency
};

/// Read one page of the API (`{"BillingCurrency", "Items": […], "NextPageLink", "Count"}`); false with a message
/// naming `source` and the JSON path on anything else.
bool parseRetailPricesPage(const QByteArray& json, const QString& source, RetailPricesPage* page, QString* error);

/// The query for one region's VM prices: `$filter=serviceName eq 'Virtual Machines' and armRegionName eq '<region>'
/// and priceType eq 'Consumption'` on `endpoint` (the API's address, or a test's).
QUrl retailPricesQuery(const QUrl& endpoint, const QString& region);
/// The API's address: PIPEWRIGHT_RETAIL_PRICES_URL when set, else https://prices.azure.com/api/retail/prices.
QUrl retailPricesEndpoint();

/// One region's VM prices as taken from the API at one time.
class PriceList
{
public:
    QString region; // armRegionName, lower case
    QString currency = QStringLiteral("USD");
    QDateTime retrievedAt; // UTC
    QString source; // the URL they were read from

    bool isEmpty() const { return m_prices.isEmpty(); }
    qsizetype size() const { return m_prices.size(); }
    /// A size's prices ("Standard_D4s_v5", case-insensitive).
    std::optional<VmPrice> forSize(const QString& vmSize) const;
    void set(const QString& vmSize, const VmPrice& price);
    /// The sizes the list holds (lower case, sorted).
    QStringList sizes() const;

    /// Add a page's items: Linux (products not ending in "Windows", no "Cloud Services"), consumption, per hour, of
    /// this region. Several meters of one size and tier: the primary meter region's, then the latest.
    void addItems(const QList<RetailPriceItem>& items);

    /// Give the sizes without a price of their own the list's (pricePerHour, lowPriorityPricePerHour, currency,
    /// priceSource); returns how many got one. Sizes that have prices (a workspace's size list) keep them.
    int applyTo(QList<VmSize>& sizes) const;
    /// "Azure retail prices, eastus, 2 Dec 2026" — where a price came from, for tooltips and notes.
    QString describe() const;

    /// The file format kept on disk (and bundled): `{"region", "currency", "retrievedAt", "source", "prices":
    /// {"Standard_D4s_v5": {"payAsYouGo": 0.192, "spot": 0.04, "lowPriority": 0.04}}}`.
    QByteArray toJson() const;
    static std::optional<PriceList> fromJson(const QByteArray& json, const QString& source, QString* error);

private:
    struct Picked
    {
        double value = 0;
        bool primary = false;
        QDateTime effective;
    };
    QHash<QString, VmPrice> m_prices; // key: lower-case size name
    QHash<QString, Picked> m_picked; // while adding items: key size|tier
};

/// Where one region's list is kept: $XDG_CACHE_HOME/pipewright/prices/<region>.json (~/.cache by default), for the
/// studio and the command line alike.
QString priceListFile(const QString& region);
/// The region's list: the one kept on disk, else the one bundled (:/compute/prices/<region>.json) when there is
/// one; empty when neither. `error` is set when a file exists but cannot be read.
PriceList loadPriceList(const QString& region, QString* error = nullptr);
/// Keep a list on disk (atomically).
bool savePriceList(const PriceList& list, QString* error);
/// The region whose prices apply when the backend has none (this machine): the setting compute/priceRegion, else
/// eastus.
QString defaultPriceRegion();

/// What a refresh from the API brought: the list (empty on failure), the pages read, and why it failed.
struct PriceRefresh
{
    PriceList list;
    int pages = 0;
    QString error; // in words, naming the URL
};
/// Takes one region's list from the API, off the caller's thread (the backends library makes one over HTTP).
using PriceRefresher = std::function<QFuture<PriceRefresh>(const QString& region)>;

/// The cost per hour of a cluster of `minNodes`…`maxNodes` nodes of `price` (the tier it runs at).
struct ClusterCost
{
    double idlePerHour = 0; // minNodes × price: paid while the cluster is idle
    double fullPerHour = 0; // maxNodes × price
};
ClusterCost clusterCost(double pricePerHour, int minNodes, int maxNodes);
/// A job's cost: nodes × price × hours.
double jobCost(double pricePerHour, int nodes, qint64 durationMs);
/// What a compute choice costs: per hour of its nodes and, given how long the step ran before, per run.
struct CostEstimate
{
    QString vmSize; // empty: not known (the service picks, or the cluster is not in the snapshot)
    int nodes = 1;
    bool preemptible = false; // low priority cluster or Spot job tier
    std::optional<double> perHour; // nodes × price; empty when the size has no price
    std::optional<double> perRun; // perHour × the earlier run's duration
    QString currency = QStringLiteral("USD");
    QString priceSource; // empty: the backend's own list
};
CostEstimate estimateCost(const ComputeChoice& choice, const ComputeSnapshot& snapshot,
                          std::optional<qint64> earlierDurationMs = std::nullopt);
/// The estimate in a sentence ("2 × Standard_DS3_v2 at 0.293 USD per hour each: 0.586 USD per hour; its last run
/// took 12 min: ≈ 0.117 USD"), or why there is none; empty for choices that cost nothing on their own (this
/// machine, Kubernetes, the pipeline default).
QString describeCost(const CostEstimate& estimate, const ComputeChoice& choice, std::optional<qint64> earlierDurationMs);

/// A price or cost in words: "0.192 USD" (three decimals below 10, two above).
QString formatMoney(double amount, const QString& currency);

} // namespace pw
