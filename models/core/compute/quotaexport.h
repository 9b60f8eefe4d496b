// SPDX-License-Identifier: MIT
#pragma once

#include "quota.h"

#include <QByteArray>
#include <QList>
#include <QString>

/// Quota rows as CSV for other programs (RFC 4180, a header line, numbers unformatted, level and pool as the
/// stable keys of computejson.h, limit, free and percent empty where a row has no limit of its own).
namespace pw {

QByteArray quotaSummariesCsv(const QList<QuotaSummary>& rows);

} // namespace pw
