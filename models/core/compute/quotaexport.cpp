// SPDX-License-Identifier: MIT
#include "quotaexport.h"

#include "computejson.h"

namespace pw {

namespace {

    QByteArray csvField(const QString& text)
    {
        QByteArray f = text.toUtf8();
        if (f.contains(',') || f.contains('"') || f.contains('\n') || f.contains('\r')) {
            f.replace("\"", "\"\"");
            f = '"' + f + '"';
        }
        return f;
    }

} // namespace

QByteArray quotaSummariesCsv(const QList<QuotaSummary>& rows)
{
    QByteArray out = "name,displayName,level,pool,family,used,limit,free,percent\n";
    for (const QuotaSummary& q : rows) {
        out += csvField(q.key) + ',' + csvField(q.displayName) + ',' + quotaLevelKey(q.level).toLatin1() + ','
               + corePoolKey(q.pool).toLatin1() + ',' + csvField(q.family) + ',' + QByteArray::number(q.used) + ','
               + (q.limit >= 0 ? QByteArray::number(q.limit) : QByteArray()) + ','
               + (q.free >= 0 ? QByteArray::number(q.free) : QByteArray()) + ','
               + (q.limit > 0 ? QByteArray::number(q.percent, 'f', 1) : QByteArray()) + '\n';
    }
    return out;
}

} // namespace pw
