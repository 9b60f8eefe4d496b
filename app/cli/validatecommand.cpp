// SPDX-License-Identifier: MIT
// pipewright validate PATH...: the loader's and the validator's findings, one per line or as JSON.
#include "cli.h"

#include "componentcache.h"
#include "diagnostic.h"
#include "pipelinedocument.h"
#include "pipelinespec.h"
#include "quota.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <spdlog/spdlog.h>

#include <memory>

namespace pw::cli {

namespace {

struct ValidateOptions
{
    QCommandLineOption format {QStringLiteral("format"), Cli::tr("Output format: text (default) or json."),
                               QStringLiteral("text|json"), QStringLiteral("text")};
    QCommandLineOption quiet {{QStringLiteral("q"), QStringLiteral("quiet")}, Cli::tr("Show errors only, no warnings.")};
    QCommandLineOption noPreflight {QStringLiteral("no-preflight"),
                                    Cli::tr("Skip the pre-flight checks of each step's compute: VM sizes offered, "
                                            "retired or needing approval, quota, node counts.")};
    QCommandLineOption notes {QStringLiteral("notes"),
                              Cli::tr("Also show notes: facts that need no action, such as components that are "
                                      "only resolved in an Azure ML workspace.")};
};

void setUp(CommandParser& p, const ValidateOptions& o)
{
    p.addOption(o.format);
    p.addOption(o.quiet);
    p.addOption(o.notes);
    p.addOption(o.noPreflight);
    p.addPositional(QStringLiteral("PATH"),
                    Cli::tr("Pipeline files, or folders to search for pipeline files (*.yml and *.yaml with "
                            "'type: pipeline'), recursively."),
                    QStringLiteral("PATH..."));
}

CommandParser makeParser()
{
    return CommandParser(QStringLiteral("validate"), QStringLiteral("[options] PATH..."),
                         Cli::tr("Check pipeline files: YAML syntax, structure, component references, bindings, "
                                 "types, cycles and settings, and whether each step's compute can run it (the "
                                 "pre-flight checks).\nPrints one finding per line as "
                                 "'file:line:column: error|warning: message [rule]'.\nExit status: 0 when no "
                                 "errors were found (warnings are allowed), 1 when there were errors, 2 on wrong "
                                 "usage."));
}

QString lineFor(const Diagnostic& d, const QString& path)
{
    const QString where = d.line > 0 ? QStringLiteral("%1:%2:%3").arg(path).arg(d.line).arg(std::max(d.col, 1)) : path;
    return QStringLiteral("%1: %2: %3 [%4]").arg(where, severityName(d.severity), d.message, d.ruleId);
}

} // namespace

QString validateHelp()
{
    return Invocation<ValidateOptions>(makeParser, setUp).help();
}

int runValidate(const QStringList& args)
{
    const QString cmd = QStringLiteral("validate");
    Invocation<ValidateOptions> c(makeParser, setUp);
    const ValidateOptions& o = c.options;
    if (const int code = c.parse(args); code >= 0)
        return code;
    const QString format = formatValue(cmd, c.value(o.format), {QStringLiteral("text"), QStringLiteral("json")});
    if (format.isEmpty())
        return ExitUsage;
    const bool json = format == QLatin1String("json");
    const bool quiet = c.isSet(o.quiet);
    const bool notes = c.isSet(o.notes) && !quiet;
    const QStringList paths = c.positional();
    if (paths.isEmpty()) {
        printError(cmd, Cli::tr("give at least one file or folder"));
        err() << Cli::tr("Run 'pipewright help %1' for the options it takes.").arg(cmd) << '\n';
        return ExitUsage;
    }

    QStringList missing;
    const QList<InputFile> files = expandInputs(paths, &missing);
    if (!missing.isEmpty()) {
        for (const QString& m : missing)
            printError(cmd, Cli::tr("'%1' does not exist").arg(m));
        return ExitUsage;
    }

    // the pre-flight checks against the local backend: this machine holds no Azure quota and lists no VM sizes,
    // so the steps are checked against the VM catalog (sizes, retired series, approval, GPU and CUDA)
    const bool preflight = !c.isSet(o.noPreflight);
    ComputeSnapshot snapshot;
    snapshot.backendId = QStringLiteral("local");

    auto cache = std::make_shared<ComponentCache>();
    QJsonArray results;
    int errors = 0;
    int warnings = 0;
    int unreadable = 0;
    for (const InputFile& f : files) {
        spdlog::debug("validating {}", f.absolute.toStdString());
        PipelineDocument doc;
        doc.setComponentCache(cache);
        if (!doc.load(f.absolute)) {
            ++unreadable;
            ++errors;
            Diagnostic d;
            d.severity = Severity::Error;
            d.ruleId = QStringLiteral("file-unreadable");
            d.message = doc.errorString();
            d.file = f.absolute;
            if (json) {
                results.append(QJsonObject {{QStringLiteral("file"), f.display},
                                            {QStringLiteral("line"), 0},
                                            {QStringLiteral("column"), 0},
                                            {QStringLiteral("severity"), severityName(d.severity)},
                                            {QStringLiteral("rule"), d.ruleId},
                                            {QStringLiteral("message"), d.message},
                                            {QStringLiteral("step"), QString()},
                                            {QStringLiteral("field"), QString()}});
            } else {
                out() << lineFor(d, f.display) << '\n';
            }
            continue;
        }
        Diagnostics found = doc.diagnostics();
        if (preflight && doc.isParsed() && doc.isPipeline())
            found += preflightPipelineWithCatalog(doc.spec(), snapshot);
        for (const Diagnostic& d : std::as_const(found)) {
            if (d.severity == Severity::Error)
                ++errors;
            else if (d.severity == Severity::Warning)
                ++warnings;
            if ((quiet && d.severity == Severity::Warning) || (!notes && d.severity == Severity::Info))
                continue;
            const QString path = displayPath(d.file, f.display, f.absolute);
            if (json) {
                results.append(QJsonObject {{QStringLiteral("file"), path},
                                            {QStringLiteral("line"), d.line},
                                            {QStringLiteral("column"), d.col},
                                            {QStringLiteral("severity"), severityName(d.severity)},
                                            {QStringLiteral("rule"), d.ruleId},
                                            {QStringLiteral("message"), d.message},
                                            {QStringLiteral("step"), d.step},
                                            {QStringLiteral("field"), d.field}});
            } else {
                out() << lineFor(d, path) << '\n';
            }
        }
    }
    if (json)
        out() << QString::fromUtf8(QJsonDocument(results).toJson(QJsonDocument::Indented));
    out().flush();

    const QString fileCount = Cli::tr("%n file(s) checked", nullptr, static_cast<int>(files.size()));
    const QString errorCount = Cli::tr("%n error(s)", nullptr, errors);
    const QString warningCount = Cli::tr("%n warning(s)", nullptr, warnings);
    err() << Cli::tr("%1: %2, %3").arg(fileCount, errorCount, warningCount) << '\n';
    if (files.isEmpty())
        err() << Cli::tr("no pipeline files found (files with 'type: pipeline' ending in .yml or .yaml)") << '\n';
    err().flush();
    spdlog::debug("validate: {} files, {} errors, {} warnings, {} unreadable", files.size(), errors, warnings, unreadable);
    return errors > 0 ? ExitProblems : ExitOk;
}

} // namespace pw::cli
