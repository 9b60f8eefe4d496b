// SPDX-License-Identifier: MIT
// pipewright prices [--region R] [--refresh] [--filter TEXT] [--format table|json]
#include "pricescommand.h"

#include "backendoptions.h"
#include "cli.h"
#include "retailprices.h"
#include "retailpricesclient.h"
#include "vmcatalog.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pw::cli {

namespace {

struct PricesOptions
{
    QCommandLineOption region {QStringLiteral("region"), Cli::tr("The region (armRegionName, e.g. westeurope); default: the setting compute/priceRegion, else eastus."),
                               QStringLiteral("REGION")};
    QCommandLineOption refresh {QStringLiteral("refresh"),
                                Cli::tr("Take the region's prices anew from the Azure Retail Prices API (no sign-in needed) and keep them.")};
    QCommandLineOption filter {QStringLiteral("filter"), Cli::tr("Only sizes whose name holds TEXT."), QStringLiteral("TEXT")};
    QCommandLineOption all {QStringLiteral("all"), Cli::tr("Every size of the list, not only the sizes Azure ML offers (the common sizes).")};
    QCommandLineOption format {QStringLiteral("format"), Cli::tr("table (default) or json."), QStringLiteral("table|json"),
                               QStringLiteral("table")};
};

CommandParser makePricesParser()
{
    return CommandParser(QStringLiteral("prices"), QStringLiteral("[--region REGION] [--refresh] [--filter TEXT] [--all] [--format table|json]"),
                         Cli::tr("Linux VM prices per hour of a region (pay-as-you-go, Spot, low priority) as last taken "
                                 "from the Azure Retail Prices API, with the date they were taken. The studio's compute "
                                 "picker and 'vm-sizes' show the same list. PIPEWRIGHT_RETAIL_PRICES_URL points "
                                 "--refresh at another address."));
}

void setUpPrices(CommandParser& p, const PricesOptions& o)
{
    for (const QCommandLineOption* opt : {&o.region, &o.refresh, &o.filter, &o.all, &o.format})
        p.addOption(*opt);
}

QString money(const std::optional<double>& v)
{
    return v ? QString::number(*v, 'f', 4) : QStringLiteral("-");
}

} // namespace

QString pricesHelp()
{
    return Invocation<PricesOptions>(makePricesParser, setUpPrices).help();
}

int runPrices(const QStringList& args)
{
    const QString cmd = QStringLiteral("prices");
    Invocation<PricesOptions> c(makePricesParser, setUpPrices);
    const PricesOptions& o = c.options;
    if (const int code = c.parse(args); code >= 0)
        return code;
    if (!c.positional().isEmpty()) {
        printError(cmd, Cli::tr("takes no arguments; got '%1'").arg(c.positional().first()));
        return ExitUsage;
    }
    const QString format = formatValue(cmd, c.value(o.format), {QStringLiteral("table"), QStringLiteral("json")});
    if (format.isEmpty())
        return ExitUsage;
    const QString region = c.isSet(o.region) ? c.value(o.region).trimmed().toLower() : defaultPriceRegion();
    if (region.isEmpty() || std::any_of(region.cbegin(), region.cend(), [](QChar ch) { return !ch.isLetterOrNumber(); })) {
        printError(cmd, Cli::tr("--region must be a region name such as eastus or westeurope; got '%1'").arg(c.value(o.region)));
        return ExitUsage;
    }
    PriceList list;
    if (c.isSet(o.refresh)) {
        const PriceRefresh r = waitFor(makeRetailPriceRefresher()(region));
        if (!r.error.isEmpty()) {
            printError(cmd, r.error);
            return ExitProblems;
        }
        QString error;
        if (!savePriceList(r.list, &error)) {
            printError(cmd, error);
            return ExitProblems;
        }
        err() << Cli::tr("%n VM size(s) of %1 taken from %3 (pages read: %2), kept in %4", nullptr, int(r.list.size()))
                     .arg(region)
                     .arg(r.pages)
                     .arg(r.list.source, QDir::toNativeSeparators(priceListFile(region)))
              << '\n';
        err().flush();
        list = r.list;
    } else {
        QString error;
        list = loadPriceList(region, &error);
        if (!error.isEmpty()) {
            printError(cmd, error);
            return ExitProblems;
        }
        if (list.isEmpty()) {
            printError(cmd, Cli::tr("no prices of %1 have been taken yet; run 'pipewright prices --region %1 --refresh'").arg(region));
            return ExitProblems;
        }
    }
    // the sizes Azure ML offers (the common sizes), or all the list holds
    QStringList names;
    if (c.isSet(o.all)) {
        names = list.sizes();
    } else {
        for (const VmSize& s : VmCatalog::commonSizes())
            names << s.name;
    }
    const QString filter = c.value(o.filter);
    QList<QPair<QString, VmPrice>> rows;
    for (const QString& n : std::as_const(names)) {
        if (!filter.isEmpty() && !n.contains(filter, Qt::CaseInsensitive))
            continue;
        if (const std::optional<VmPrice> p = list.forSize(n))
            rows << qMakePair(n, *p);
    }
    if (format == QLatin1String("json")) {
        QJsonArray a;
        for (const auto& [name, p] : std::as_const(rows)) {
            QJsonObject j{{QStringLiteral("name"), name}};
            if (p.payAsYouGo)
                j.insert(QStringLiteral("payAsYouGo"), *p.payAsYouGo);
            if (p.spot)
                j.insert(QStringLiteral("spot"), *p.spot);
            if (p.lowPriority)
                j.insert(QStringLiteral("lowPriority"), *p.lowPriority);
            a << j;
        }
        const QJsonObject root{{QStringLiteral("region"), list.region},
                               {QStringLiteral("currency"), list.currency},
                               {QStringLiteral("retrievedAt"), list.retrievedAt.toUTC().toString(Qt::ISODate)},
                               {QStringLiteral("source"), list.source},
                               {QStringLiteral("sizes"), a}};
        out() << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
        return ExitOk;
    }
    out() << Cli::tr("Linux prices per hour in %1, %2, taken %3 from %4")
                 .arg(list.region, list.currency, localTime(list.retrievedAt), list.source)
          << "\n\n";
    QList<QStringList> table;
    for (const auto& [name, p] : std::as_const(rows))
        table << QStringList{name, money(p.payAsYouGo), money(p.spot), money(p.lowPriority)};
    if (table.isEmpty()) {
        out() << Cli::tr("No size matches.") << '\n';
        return ExitOk;
    }
    printTable({Cli::tr("NAME"), Cli::tr("PAY-AS-YOU-GO"), Cli::tr("SPOT"), Cli::tr("LOW PRIORITY")}, table);
    return ExitOk;
}

} // namespace pw::cli
