// SPDX-License-Identifier: MIT
#include "pricebook.h"

#include <QtGlobal>

#include <QFileInfo>
#include <QFutureWatcher>

namespace pw {

PriceBook& PriceBook::instance()
{
    static PriceBook* book = new PriceBook; // lives as long as the program
    return *book;
}

PriceBook::PriceBook(QObject* parent)
    : QObject(parent)
{
}

PriceList PriceBook::list(const QString& region)
{
    // read again when the file changed (a refresh of another program: `pipewright prices --refresh`)
    const QString r = region.toLower();
    const QDateTime modified = QFileInfo(priceListFile(r)).lastModified();
    auto it = m_lists.find(r);
    if (it == m_lists.end() || m_modified.value(r) != modified) {
        QString error;
        it = m_lists.insert(r, loadPriceList(r, &error));
        m_modified.insert(r, modified);
        if (error.isEmpty()) {
            m_loadErrors.remove(r);
        } else {
            m_loadErrors.insert(r, error);
            qWarning("prices: %s", qUtf8Printable(error));
        }
    }
    return *it;
}

void PriceBook::refresh(const QString& region)
{
    const QString r = region.toLower();
    if (!m_refresher || r.isEmpty() || m_running.contains(r))
        return;
    m_running.insert(r);
    auto* watcher = new QFutureWatcher<PriceRefresh>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, r] {
        watcher->deleteLater();
        m_running.remove(r);
        if (watcher->future().resultCount() == 0) {
            m_errors.insert(r, tr("The prices of %1 could not be taken.").arg(r));
        } else {
            const PriceRefresh result = watcher->future().result();
            if (result.error.isEmpty() && !result.list.isEmpty()) {
                m_errors.remove(r);
                m_lists.insert(r, result.list);
                QString error;
                if (!savePriceList(result.list, &error))
                    qWarning("prices: %s", qUtf8Printable(error));
                m_modified.insert(r, QFileInfo(priceListFile(r)).lastModified());
            } else {
                m_errors.insert(r, result.error);
            }
        }
        Q_EMIT refreshed(r);
    });
    watcher->setFuture(m_refresher(r));
}

void PriceBook::refreshIfStale(const QString& region, int maxAgeDays)
{
    const QString r = region.toLower();
    if (m_errors.contains(r))
        return;
    const PriceList l = list(r);
    if (l.isEmpty() || !l.retrievedAt.isValid() || l.retrievedAt.daysTo(QDateTime::currentDateTimeUtc()) > maxAgeDays)
        refresh(r);
}

QString priceRegionOf(const ComputeSnapshot& snapshot)
{
    if (snapshot.backendId == QLatin1String("local") || snapshot.location.isEmpty())
        return defaultPriceRegion();
    QString r = snapshot.location.toLower();
    r.removeIf([](QChar c) { return c.isSpace(); });
    return r;
}

int applyPrices(ComputeSnapshot& snapshot)
{
    return PriceBook::instance().list(priceRegionOf(snapshot)).applyTo(snapshot.vmSizes);
}

} // namespace pw
