// SPDX-License-Identifier: MIT
// pipewright quota | compute list|show|create|resize|delete | vm-sizes: a backend's compute service from a terminal
// (through pw::Backend): core usage against quota, compute targets, the pre-flight check of a cluster form, and the
// VM sizes of the region.
#include "backendoptions.h"
#include "cli.h"
#include "computecommands.h"

#include "pricebook.h"

#include "backend.h"
#include "computejson.h"
#include "quota.h"
#include "quotaexport.h"
#include "vmcatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <memory>

namespace pw::cli {

namespace {

/// A snapshot of the backend's compute service; prints its message and returns false when it could not be taken.
bool takeSnapshot(const QString& command, Backend& backend, ComputeSnapshot& snapshot)
{
    snapshot = waitFor(backend.computeSnapshot());
    if (snapshot.error.isEmpty())
        return true;
    if (snapshot.computes.isEmpty() && snapshot.usages.isEmpty() && snapshot.vmSizes.isEmpty()) {
        printError(command, snapshot.error);
        return false;
    }
    err() << Cli::tr("warning: %1").arg(snapshot.error) << '\n'; // a partial snapshot is still shown
    err().flush();
    return true;
}

/// Whole numbers of an option; prints the message and returns false when the value is not one.
bool intValue(const QString& command, const QString& option, const QString& text, int min, int* out)
{
    bool ok = false;
    const int v = text.toInt(&ok);
    if (!ok || v < min) {
        printError(command, Cli::tr("--%1 must be a whole number of at least %2; got '%3'").arg(option).arg(min).arg(text));
        return false;
    }
    *out = v;
    return true;
}

QString dash(const QString& s)
{
    return s.isEmpty() ? QStringLiteral("-") : s;
}

// ----- quota ---------------------------------------------------------------------------------------------------

struct QuotaOptions
{
    BackendOptions backend;
    QCommandLineOption format {QStringLiteral("format"), Cli::tr("table (default), json or csv."),
                               QStringLiteral("table|json|csv"), QStringLiteral("table")};
};

CommandParser makeQuotaParser()
{
    return CommandParser(QStringLiteral("quota"),
                         QStringLiteral("[--backend local|azure [--subscription ID --resource-group RG --workspace WS] | "
                                        "--profile NAME] [--format table|json|csv]"),
                         Cli::tr("Core usage against quota: one row per subscription, workspace and cluster limit, with "
                                 "the cores used, the limit, what is free and how full it is. The local backend's quota "
                                 "is this machine's cores; an Azure ML workspace's are those of its region.\nJSON: an array with "
                                 "one object per row (name, displayName, level, pool, family, used, limit, free, "
                                 "percent; limit and free are null where a row has no limit of its own)."));
}

void setUpQuota(CommandParser& p, const QuotaOptions& o)
{
    o.backend.addTo(p);
    p.addOption(o.format);
}

QJsonValue limitJson(qint64 v)
{
    return v < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(double(v));
}

// ----- compute -------------------------------------------------------------------------------------------------

struct ComputeOptions
{
    BackendOptions backend;
    QCommandLineOption format {QStringLiteral("format"), Cli::tr("list, show: table (default) or json."),
                               QStringLiteral("table|json"), QStringLiteral("table")};
    QCommandLineOption size {QStringLiteral("size"), Cli::tr("create: the VM size (Standard_DS3_v2)."),
                             QStringLiteral("SIZE")};
    QCommandLineOption min {QStringLiteral("min"), Cli::tr("create, resize: the fewest nodes (0: none when idle)."),
                            QStringLiteral("N")};
    QCommandLineOption max {QStringLiteral("max"), Cli::tr("create, resize: the most nodes."), QStringLiteral("N")};
    QCommandLineOption idle {QStringLiteral("idle-seconds"),
                             Cli::tr("create, resize: idle seconds before a node is released (default 120)."),
                             QStringLiteral("S"), QStringLiteral("120")};
    QCommandLineOption lowPriority {QStringLiteral("low-priority"),
                                    Cli::tr("create: low-priority nodes (cheaper, may be preempted).")};
    QCommandLineOption location {QStringLiteral("location"), Cli::tr("create: the region (default: the workspace's)."),
                                 QStringLiteral("REGION")};
    QCommandLineOption detach {QStringLiteral("detach"),
                               Cli::tr("delete: detach an attached compute instead of deleting it.")};
};

CommandParser makeComputeParser()
{
    return CommandParser(
        QStringLiteral("compute"),
        QStringLiteral("list | show NAME | create NAME --size S --max N [--min N] | resize NAME --min N --max N | "
                       "delete NAME [--detach] [--backend local|azure …] [--profile NAME]"),
        Cli::tr("The compute targets of a backend: this machine (--backend local, the default) or an Azure ML workspace "
                "(--backend azure with the workspace and sign-in flags, or --profile).\n"
                "  list          the targets: kind, state, size and nodes\n"
                "  show NAME     one target in detail\n"
                "  create NAME   a cluster; the name and the form are checked against the rules, the region's sizes "
                "and the quota first, and nothing is created while an error remains\n"
                "  resize NAME   a cluster's node counts (its size cannot change: create another)\n"
                "  delete NAME   delete a compute, or detach an attached one (--detach)\n"
                "Exit status: 0 on success, 1 when the check found errors or the backend refused, 2 on wrong usage."));
}

void setUpCompute(CommandParser& p, const ComputeOptions& o)
{
    o.backend.addTo(p);
    for (const QCommandLineOption* opt : {&o.format, &o.size, &o.min, &o.max, &o.idle, &o.lowPriority, &o.location, &o.detach})
        p.addOption(*opt);
    p.addPositional(QStringLiteral("ACTION"), Cli::tr("list, show, create, resize or delete."));
    p.addPositional(QStringLiteral("NAME"), Cli::tr("The compute's name."), QStringLiteral("[NAME]"));
}

QString nodesText(const ComputeTarget& t)
{
    if (t.kind == QLatin1String("amlcompute"))
        return Cli::tr("%1 (%2–%3)").arg(t.currentNodes).arg(t.minNodes).arg(t.maxNodes);
    if (t.kind == QLatin1String("local"))
        return Cli::tr("%n core(s)", nullptr, t.cores);
    return QStringLiteral("-");
}

void printCompute(const ComputeTarget& t)
{
    auto row = [](const QString& label, const QString& value) {
        if (!value.isEmpty())
            out() << QStringLiteral("  %1 %2").arg(label.leftJustified(22), value) << '\n';
    };
    out() << t.name << '\n';
    row(Cli::tr("kind"), t.kind);
    row(Cli::tr("type"), t.computeType);
    row(Cli::tr("state"), t.state);
    row(Cli::tr("description"), t.description);
    row(Cli::tr("location"), t.location);
    if (t.attached)
        row(Cli::tr("attached"), Cli::tr("yes"));
    if (t.cores > 0)
        row(Cli::tr("cores"), QString::number(t.cores));
    if (t.memoryBytes > 0)
        row(Cli::tr("memory"), Cli::tr("%1 GiB").arg(double(t.memoryBytes) / (1024.0 * 1024 * 1024), 0, 'f', 1));
    row(Cli::tr("VM size"), t.vmSize);
    row(Cli::tr("priority"), t.vmPriority);
    if (t.kind == QLatin1String("amlcompute")) {
        row(Cli::tr("nodes (min–max)"), QStringLiteral("%1–%2").arg(t.minNodes).arg(t.maxNodes));
        row(Cli::tr("nodes now"), Cli::tr("%1 of %2 (idle %3, busy %4, unusable %5, preempted %6, leaving %7)")
                                      .arg(t.currentNodes)
                                      .arg(t.targetNodes)
                                      .arg(t.idleNodes)
                                      .arg(t.busyNodes)
                                      .arg(t.unusableNodes)
                                      .arg(t.preemptedNodes)
                                      .arg(t.leavingNodes));
        row(Cli::tr("idle before scale-down"), t.idleTimeBeforeScaleDown);
        row(Cli::tr("allocation"), t.allocationState);
    }
    row(Cli::tr("identity"), t.identityType);
    for (const InstanceTypeSpec& it : t.instanceTypes)
        row(Cli::tr("instance type"), Cli::tr("%1%2: requests %3 CPU, %4; limits %5 CPU, %6, %7 GPU")
                                          .arg(it.name, it.isDefault || it.name == t.defaultInstanceType ? Cli::tr(" (default)") : QString(),
                                               dash(it.requestsCpu), dash(it.requestsMemory), dash(it.limitsCpu),
                                               dash(it.limitsMemory), it.limitsGpu.isEmpty() ? QStringLiteral("0") : it.limitsGpu));
    for (const QString& e : t.errors)
        row(Cli::tr("error"), e);
}

/// The pre-flight findings of a cluster form; returns the number of errors.
int printFindings(const QList<PreflightFinding>& findings)
{
    int errors = 0;
    for (const PreflightFinding& f : findings) {
        if (f.severity == Severity::Error)
            ++errors;
        QString text = QStringLiteral("%1: %2").arg(severityName(f.severity), f.message);
        if (!f.fix.isEmpty())
            text += QLatin1Char(' ') + f.fix;
        if (f.suggestedCount >= 0)
            text += QLatin1Char(' ') + Cli::tr("(at most %1 nodes fit)").arg(f.suggestedCount);
        if (!f.suggestedSizes.isEmpty())
            text += QLatin1Char(' ') + Cli::tr("(sizes with quota: %1)").arg(f.suggestedSizes.mid(0, 5).join(QStringLiteral(", ")));
        out() << text << QStringLiteral(" [%1]").arg(f.ruleId) << '\n';
    }
    out().flush();
    return errors;
}

int operationResult(const QString& command, const ComputeOperationResult& r, const QString& done)
{
    if (!r.ok) {
        printError(command, r.message.isEmpty() ? Cli::tr("the backend refused without saying why") : r.message);
        return ExitProblems;
    }
    out() << (r.message.isEmpty() ? done : r.message) << '\n';
    return ExitOk;
}

int createCluster(Invocation<ComputeOptions>& c, Backend& backend, const QString& name)
{
    const QString cmd = QStringLiteral("compute");
    const ComputeOptions& o = c.options;
    if (!c.isSet(o.size) || !c.isSet(o.max)) {
        printError(cmd, Cli::tr("create needs --size and --max"));
        return ExitUsage;
    }
    ClusterRequest request;
    request.name = name;
    request.vmSize = c.value(o.size);
    request.lowPriority = c.isSet(o.lowPriority);
    request.location = c.value(o.location);
    if (!intValue(cmd, QStringLiteral("max"), c.value(o.max), 0, &request.maxNodes)
        || (c.isSet(o.min) && !intValue(cmd, QStringLiteral("min"), c.value(o.min), 0, &request.minNodes))
        || !intValue(cmd, QStringLiteral("idle-seconds"), c.value(o.idle), 0, &request.idleSecondsBeforeScaleDown))
        return ExitUsage;
    if (const QString problem = clusterNameProblem(name); !problem.isEmpty()) {
        printError(cmd, problem); // names the name and the rule it breaks
        return ExitProblems;
    }
    ComputeSnapshot snapshot = waitFor(backend.computeSnapshot());
    if (!snapshot.error.isEmpty()) // the check runs on what is known; the backend has the last word
        err() << Cli::tr("warning: the quota and the region's sizes are not known: %1").arg(snapshot.error) << '\n';
    for (const ComputeTarget& t : std::as_const(snapshot.computes))
        if (t.name.compare(name, Qt::CaseInsensitive) == 0) {
            printError(cmd, Cli::tr("a compute named '%1' exists already").arg(t.name));
            return ExitProblems;
        }
    if (printFindings(preflightCluster(request, snapshot)) > 0) {
        printError(cmd, Cli::tr("the cluster was not created: the check found errors"));
        return ExitProblems;
    }
    return operationResult(cmd, waitFor(backend.createCluster(request)),
                           Cli::tr("The cluster %1 is being created.").arg(name));
}

int resizeCluster(Invocation<ComputeOptions>& c, Backend& backend, const QString& name)
{
    const QString cmd = QStringLiteral("compute");
    const ComputeOptions& o = c.options;
    if (!c.isSet(o.min) || !c.isSet(o.max)) {
        printError(cmd, Cli::tr("resize needs --min and --max"));
        return ExitUsage;
    }
    int min = 0;
    int max = 0;
    int idle = 0;
    if (!intValue(cmd, QStringLiteral("min"), c.value(o.min), 0, &min)
        || !intValue(cmd, QStringLiteral("max"), c.value(o.max), 1, &max)
        || !intValue(cmd, QStringLiteral("idle-seconds"), c.value(o.idle), 0, &idle))
        return ExitUsage;
    if (min > max) {
        printError(cmd, Cli::tr("--min (%1) must not be above --max (%2)").arg(min).arg(max));
        return ExitUsage;
    }
    return operationResult(cmd, waitFor(backend.resizeCluster(name, min, max, idle)),
                           Cli::tr("The cluster %1 is being resized to %2–%3 nodes.").arg(name).arg(min).arg(max));
}

// ----- vm-sizes ------------------------------------------------------------------------------------------------

struct VmSizesOptions
{
    BackendOptions backend;
    QCommandLineOption filter {QStringLiteral("filter"), Cli::tr("Only sizes whose name or family holds TEXT."),
                               QStringLiteral("TEXT")};
    QCommandLineOption minVcpus {QStringLiteral("min-vcpus"), Cli::tr("Only sizes with at least N vCPUs."),
                                 QStringLiteral("N")};
    QCommandLineOption gpu {QStringLiteral("gpu"), Cli::tr("Only sizes with GPUs.")};
    QCommandLineOption format {QStringLiteral("format"), Cli::tr("table (default) or json."), QStringLiteral("table|json"),
                               QStringLiteral("table")};
};

CommandParser makeVmSizesParser()
{
    return CommandParser(QStringLiteral("vm-sizes"),
                         QStringLiteral("[--backend local|azure …] [--profile NAME] [--filter TEXT] [--min-vcpus N] [--gpu] "
                                        "[--format table|json]"),
                         Cli::tr("The VM sizes of the backend's region (an Azure ML workspace's with --backend azure), "
                                 "smallest first, with what the catalog of VM series says about them (category, quota "
                                 "approval, retirement)."));
}

void setUpVmSizes(CommandParser& p, const VmSizesOptions& o)
{
    o.backend.addTo(p);
    for (const QCommandLineOption* opt : {&o.filter, &o.minVcpus, &o.gpu, &o.format})
        p.addOption(*opt);
}

} // namespace

QString quotaHelp()
{
    return Invocation<QuotaOptions>(makeQuotaParser, setUpQuota).help();
}

int runQuota(const QStringList& args)
{
    const QString cmd = QStringLiteral("quota");
    Invocation<QuotaOptions> c(makeQuotaParser, setUpQuota);
    if (const int code = c.parse(args); code >= 0)
        return code;
    if (!c.positional().isEmpty()) {
        printError(cmd, Cli::tr("takes no arguments; got '%1'").arg(c.positional().first()));
        return ExitUsage;
    }
    const QString format = formatValue(cmd, c.value(c.options.format),
                                       {QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("csv")});
    if (format.isEmpty())
        return ExitUsage;
    const std::unique_ptr<Backend> backend = openBackend(cmd, c.parser.parser(), c.options.backend);
    if (!backend)
        return ExitUsage;
    ComputeSnapshot snapshot;
    if (!takeSnapshot(cmd, *backend, snapshot))
        return ExitProblems;
    const QList<QuotaSummary> rows = quotaSummaries(snapshot);
    if (format == QLatin1String("csv")) {
        out() << QString::fromUtf8(quotaSummariesCsv(rows));
        return ExitOk;
    }
    if (format == QLatin1String("json")) {
        QJsonArray a;
        for (const QuotaSummary& s : rows)
            a << QJsonObject {{QStringLiteral("name"), s.key},
                              {QStringLiteral("displayName"), s.displayName},
                              {QStringLiteral("level"), quotaLevelKey(s.level)},
                              {QStringLiteral("pool"), corePoolKey(s.pool)},
                              {QStringLiteral("family"), s.family},
                              {QStringLiteral("used"), double(s.used)},
                              {QStringLiteral("limit"), limitJson(s.limit)},
                              {QStringLiteral("free"), limitJson(s.free)},
                              {QStringLiteral("percent"), s.percent}};
        out() << QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Indented));
        return ExitOk;
    }
    if (rows.isEmpty()) {
        out() << Cli::tr("The %1 backend reports no quota.").arg(backend->id()) << '\n';
        return ExitOk;
    }
    QList<QStringList> table;
    for (const QuotaSummary& s : rows)
        table << QStringList {s.displayName.isEmpty() ? s.key : s.displayName, quotaLevelKey(s.level), corePoolKey(s.pool),
                              QString::number(s.used), s.limit < 0 ? QStringLiteral("-") : QString::number(s.limit),
                              s.free < 0 ? QStringLiteral("-") : QString::number(s.free),
                              s.limit > 0 ? QStringLiteral("%1%").arg(s.percent, 0, 'f', 0) : QStringLiteral("-")};
    printTable({Cli::tr("NAME"), Cli::tr("LEVEL"), Cli::tr("POOL"), Cli::tr("USED"), Cli::tr("LIMIT"), Cli::tr("FREE"),
                Cli::tr("USE")},
               table);
    return ExitOk;
}

QString computeHelp()
{
    return Invocation<ComputeOptions>(makeComputeParser, setUpCompute).help();
}

int runCompute(const QStringList& args)
{
    const QString cmd = QStringLiteral("compute");
    Invocation<ComputeOptions> c(makeComputeParser, setUpCompute);
    const ComputeOptions& o = c.options;
    if (const int code = c.parse(args); code >= 0)
        return code;
    const QStringList pos = c.positional();
    static const QStringList actions {QStringLiteral("list"), QStringLiteral("show"), QStringLiteral("create"),
                                      QStringLiteral("resize"), QStringLiteral("delete")};
    const QString action = pos.value(0);
    if (!actions.contains(action)) {
        printError(cmd, action.isEmpty() ? Cli::tr("give an action: list, show, create, resize or delete")
                                         : Cli::tr("unknown action '%1'; use list, show, create, resize or delete").arg(action));
        err() << Cli::tr("Run 'pipewright help %1' for the options it takes.").arg(cmd) << '\n';
        return ExitUsage;
    }
    const bool list = action == QLatin1String("list");
    if ((list && pos.size() > 1) || (!list && pos.size() != 2)) {
        printError(cmd, list ? Cli::tr("list takes no name") : Cli::tr("'%1' needs one compute name").arg(action));
        return ExitUsage;
    }
    const QString format = formatValue(cmd, c.value(o.format), {QStringLiteral("table"), QStringLiteral("json")});
    if (format.isEmpty())
        return ExitUsage;
    const bool json = format == QLatin1String("json");
    const std::unique_ptr<Backend> backend = openBackend(cmd, c.parser.parser(), o.backend);
    if (!backend)
        return ExitUsage;
    const QString name = pos.value(1);
    if (action == QLatin1String("create"))
        return createCluster(c, *backend, name);
    if (action == QLatin1String("resize"))
        return resizeCluster(c, *backend, name);
    if (action == QLatin1String("delete"))
        return operationResult(cmd, waitFor(backend->deleteCompute(name, c.isSet(o.detach))),
                               c.isSet(o.detach) ? Cli::tr("The compute %1 is being detached.").arg(name)
                                                 : Cli::tr("The compute %1 is being deleted.").arg(name));

    ComputeSnapshot snapshot;
    if (!takeSnapshot(cmd, *backend, snapshot))
        return ExitProblems;
    if (list) {
        if (json) {
            QJsonArray a;
            for (const ComputeTarget& t : std::as_const(snapshot.computes))
                a << computeTargetToJson(t);
            out() << QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Indented));
            return ExitOk;
        }
        if (snapshot.computes.isEmpty()) {
            out() << Cli::tr("The %1 backend has no compute targets.").arg(backend->id()) << '\n';
            return ExitOk;
        }
        QList<QStringList> table;
        for (const ComputeTarget& t : std::as_const(snapshot.computes))
            table << QStringList {t.name, t.kind, dash(t.state), dash(t.vmSize), nodesText(t)};
        printTable({Cli::tr("NAME"), Cli::tr("KIND"), Cli::tr("STATE"), Cli::tr("SIZE"), Cli::tr("NODES")}, table);
        return ExitOk;
    }
    for (const ComputeTarget& t : std::as_const(snapshot.computes)) {
        if (t.name != name)
            continue;
        if (json)
            out() << QString::fromUtf8(QJsonDocument(computeTargetToJson(t)).toJson(QJsonDocument::Indented));
        else
            printCompute(t);
        return ExitOk;
    }
    QStringList names;
    for (const ComputeTarget& t : std::as_const(snapshot.computes))
        names << t.name;
    printError(cmd, Cli::tr("the %1 backend has no compute named '%2' (it has: %3)")
                        .arg(backend->id(), name, names.isEmpty() ? Cli::tr("none") : names.join(QStringLiteral(", "))));
    return ExitProblems;
}

QString vmSizesHelp()
{
    return Invocation<VmSizesOptions>(makeVmSizesParser, setUpVmSizes).help();
}

int runVmSizes(const QStringList& args)
{
    const QString cmd = QStringLiteral("vm-sizes");
    Invocation<VmSizesOptions> c(makeVmSizesParser, setUpVmSizes);
    const VmSizesOptions& o = c.options;
    if (const int code = c.parse(args); code >= 0)
        return code;
    if (!c.positional().isEmpty()) {
        printError(cmd, Cli::tr("takes no arguments; got '%1'").arg(c.positional().first()));
        return ExitUsage;
    }
    const QString format = formatValue(cmd, c.value(o.format), {QStringLiteral("table"), QStringLiteral("json")});
    if (format.isEmpty())
        return ExitUsage;
    int minVcpus = 0;
    if (c.isSet(o.minVcpus) && !intValue(cmd, QStringLiteral("min-vcpus"), c.value(o.minVcpus), 0, &minVcpus))
        return ExitUsage;
    const std::unique_ptr<Backend> backend = openBackend(cmd, c.parser.parser(), o.backend);
    if (!backend)
        return ExitUsage;
    ComputeSnapshot snapshot;
    if (!takeSnapshot(cmd, *backend, snapshot))
        return ExitProblems;
    // this machine lists the common sizes, and sizes without prices of their own get the region's retail prices
    if (snapshot.vmSizes.isEmpty() && backend->runsOnThisMachine())
        snapshot.vmSizes = VmCatalog::commonSizes();
    applyPrices(snapshot);
    const QString filter = c.value(o.filter);
    QList<VmSize> sizes;
    for (const VmSize& s : std::as_const(snapshot.vmSizes)) {
        if (!filter.isEmpty() && !s.name.contains(filter, Qt::CaseInsensitive) && !s.family.contains(filter, Qt::CaseInsensitive))
            continue;
        if (s.vCpus < minVcpus || (c.isSet(o.gpu) && s.gpus <= 0))
            continue;
        sizes << s;
    }
    std::stable_sort(sizes.begin(), sizes.end(), [](const VmSize& a, const VmSize& b) {
        return a.vCpus != b.vCpus ? a.vCpus < b.vCpus : a.memoryGB != b.memoryGB ? a.memoryGB < b.memoryGB : a.name < b.name;
    });
    const VmCatalog& catalog = VmCatalog::instance();
    if (format == QLatin1String("json")) {
        QJsonArray a;
        for (const VmSize& s : std::as_const(sizes)) {
            QJsonObject j = vmSizeToJson(s);
            if (const std::optional<VmFamilyInfo> info = catalog.forSize(s.name)) {
                j.insert(QStringLiteral("category"), info->category);
                j.insert(QStringLiteral("requiresApproval"), info->requiresApproval);
                j.insert(QStringLiteral("retiredOn"), info->retiredOn.isValid() ? QJsonValue(info->retiredOn.toString(Qt::ISODate))
                                                                                : QJsonValue(QJsonValue::Null));
            }
            a << j;
        }
        out() << QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Indented));
        return ExitOk;
    }
    if (sizes.isEmpty()) {
        out() << (snapshot.vmSizes.isEmpty() ? Cli::tr("The %1 backend offers no VM sizes.").arg(backend->id())
                                             : Cli::tr("No VM size matches."))
              << '\n';
        return ExitOk;
    }
    QList<QStringList> table;
    for (const VmSize& s : std::as_const(sizes)) {
        const std::optional<VmFamilyInfo> info = catalog.forSize(s.name);
        QStringList notes;
        if (info && info->requiresApproval)
            notes << Cli::tr("quota needs approval");
        if (info && info->retiredOn.isValid())
            notes << Cli::tr("retired %1").arg(info->retiredOn.toString(Qt::ISODate));
        table << QStringList {s.name,
                              QString::number(s.vCpus),
                              QString::number(s.gpus),
                              QString::number(s.memoryGB, 'g', 6),
                              s.lowPriorityCapable ? Cli::tr("yes") : Cli::tr("no"),
                              s.pricePerHour ? QStringLiteral("%1 %2").arg(*s.pricePerHour, 0, 'f', 3).arg(s.currency) : QStringLiteral("-"),
                              info ? info->category : QStringLiteral("-"),
                              notes.join(QStringLiteral(", "))};
    }
    printTable({Cli::tr("NAME"), Cli::tr("VCPUS"), Cli::tr("GPUS"), Cli::tr("MEMORY GB"), Cli::tr("LOW PRIORITY"),
                Cli::tr("PRICE/H"), Cli::tr("CATEGORY"), Cli::tr("NOTES")},
               table);
    return ExitOk;
}

} // namespace pw::cli
