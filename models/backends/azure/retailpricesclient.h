// SPDX-License-Identifier: MIT
// Reading the Azure Retail Prices API (no sign-in) page by page over HTTP.
#pragma once

#include "retailprices.h"

namespace pw::http {
class Client;
}

namespace pw {

/// One region's VM prices from `endpoint` (retailPricesEndpoint(): the API, or a test's server), following
/// NextPageLink up to `maxPages` pages; throttling and transient failures are retried as the client's policy says.
/// Blocks: call it off the GUI thread.
PriceRefresh fetchRetailPrices(http::Client& client, const QUrl& endpoint, const QString& region, int maxPages = 400);
/// A refresher for the studio and the CLI: each call runs fetchRetailPrices on a thread of its own with a client of
/// its own, against retailPricesEndpoint().
PriceRefresher makeRetailPriceRefresher();

} // namespace pw
