// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

/// `pipewright prices`: the VM prices of a region as last taken from the Azure Retail Prices API, and taking them
/// anew (--refresh) into the list the studio and `vm-sizes` read.
namespace pw::cli {

int runPrices(const QStringList& args);
QString pricesHelp();

} // namespace pw::cli
