// SPDX-License-Identifier: MIT
#pragma once

#include "retailprices.h"

#include <QHash>
#include <QObject>
#include <QSet>

namespace pw {

/// The price lists the studio shows, one per region: read from disk once, refreshed from the Retail Prices API
/// in the background when missing or older than a week (when a refresher is set: the application sets one), kept
/// on disk after each refresh. GUI thread only.
class PriceBook : public QObject
{
    Q_OBJECT
public:
    static PriceBook& instance();
    explicit PriceBook(QObject* parent = nullptr);

    void setRefresher(PriceRefresher refresher) { m_refresher = std::move(refresher); }
    bool canRefresh() const { return bool(m_refresher); }
    /// The region's list (empty when none was ever taken).
    PriceList list(const QString& region);
    /// Take the list anew from the API (nothing when a refresh of the region is running or no refresher is set).
    void refresh(const QString& region);
    /// refresh() when the region's list is missing or older than `maxAgeDays`, unless a refresh failed this session.
    void refreshIfStale(const QString& region, int maxAgeDays = 7);
    bool isRefreshing(const QString& region) const { return m_running.contains(region.toLower()); }
    /// Why the region's last refresh failed, else why its kept list could not be read (empty: neither).
    QString lastError(const QString& region) const
    {
        const QString r = region.toLower();
        return m_errors.contains(r) ? m_errors.value(r) : m_loadErrors.value(r);
    }

Q_SIGNALS:
    /// A refresh of `region` ended: its list changed, or lastError says why not.
    void refreshed(const QString& region);

private:
    PriceRefresher m_refresher;
    QHash<QString, PriceList> m_lists;
    QHash<QString, QDateTime> m_modified; // of the file each list was read from
    QHash<QString, QString> m_errors; // of refreshes: not tried again this session
    QHash<QString, QString> m_loadErrors; // of reading the kept list: a refresh replaces it
    QSet<QString> m_running;
};

/// The region whose prices apply to a snapshot: the workspace's, or defaultPriceRegion() on this machine.
QString priceRegionOf(const ComputeSnapshot& snapshot);
/// Give the snapshot's sizes without prices those of its region's list; returns how many got one.
int applyPrices(ComputeSnapshot& snapshot);

} // namespace pw
