// SPDX-License-Identifier: MIT
// pipewright instance-type validate|export: Kubernetes instance type files (InstanceType / InstanceTypeList of
// amlarc.azureml.com/v1alpha1) checked with the place of every problem, and written again for `kubectl apply -f`.
#include "cli.h"
#include "computecommands.h"

#include "fileio.h"
#include "instancetype.h"
#include "instancetypeyaml.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pw::cli {

namespace {

struct InstanceTypeOptions
{
    QCommandLineOption output {{QStringLiteral("o"), QStringLiteral("output")},
                               Cli::tr("export: the file to write (atomically), or '-' for standard output (the "
                                       "default)."),
                               QStringLiteral("OUT")};
    QCommandLineOption format {QStringLiteral("format"), Cli::tr("validate: text (default) or json."),
                               QStringLiteral("text|json"), QStringLiteral("text")};
    QCommandLineOption quiet {{QStringLiteral("q"), QStringLiteral("quiet")}, Cli::tr("Show errors only, no warnings.")};
};

CommandParser makeParser()
{
    return CommandParser(
        QStringLiteral("instance-type"), QStringLiteral("validate FILE... | export FILE [-o OUT]"),
        Cli::tr("Kubernetes instance types of Azure Machine Learning (InstanceType and InstanceTypeList of "
                "amlarc.azureml.com/v1alpha1).\n"
                "  validate FILE...  check the files: YAML, apiVersion and kind, node selector labels, CPU and memory "
                "units, requests not above limits, GPU only under limits; one finding per line as "
                "'file:line:column: error|warning: message [rule]'\n"
                "  export FILE       write the types again as canonical YAML for 'kubectl apply -f' (nothing is "
                "written when the file has errors)\n"
                "Exit status: 0 when no errors were found (warnings are allowed), 1 when there were errors or a file "
                "could not be written, 2 on wrong usage."));
}

void setUp(CommandParser& p, const InstanceTypeOptions& o)
{
    p.addOption(o.output);
    p.addOption(o.format);
    p.addOption(o.quiet);
    p.addPositional(QStringLiteral("ACTION"), Cli::tr("validate or export."));
    p.addPositional(QStringLiteral("FILE"), Cli::tr("Instance type files (YAML)."), QStringLiteral("FILE..."));
}

QString lineFor(const Diagnostic& d, const QString& path)
{
    const QString where = d.line > 0 ? QStringLiteral("%1:%2:%3").arg(path).arg(d.line).arg(std::max(d.col, 1)) : path;
    return QStringLiteral("%1: %2: %3 [%4]").arg(where, severityName(d.severity), d.message, d.ruleId);
}

QJsonObject diagnosticJson(const Diagnostic& d, const QString& path)
{
    return QJsonObject {{QStringLiteral("file"), path},
                        {QStringLiteral("line"), d.line},
                        {QStringLiteral("column"), d.col},
                        {QStringLiteral("severity"), severityName(d.severity)},
                        {QStringLiteral("rule"), d.ruleId},
                        {QStringLiteral("message"), d.message},
                        {QStringLiteral("field"), d.field}};
}

int validate(const QStringList& files, bool json, bool quiet)
{
    QJsonArray results;
    int errors = 0;
    int warnings = 0;
    int types = 0;
    for (const QString& file : files) {
        const InstanceTypeRead r = readInstanceTypesFile(QFileInfo(file).absoluteFilePath());
        types += int(r.types.size());
        for (const Diagnostic& d : r.diagnostics) {
            if (d.severity == Severity::Error)
                ++errors;
            else if (d.severity == Severity::Warning)
                ++warnings;
            if (quiet && d.severity != Severity::Error)
                continue;
            if (json)
                results.append(diagnosticJson(d, file));
            else
                out() << lineFor(d, file) << '\n';
        }
    }
    if (json)
        out() << QString::fromUtf8(QJsonDocument(results).toJson(QJsonDocument::Indented));
    out().flush();
    err() << Cli::tr("%1, %2: %3, %4")
                 .arg(Cli::tr("%n file(s) checked", nullptr, int(files.size())),
                      Cli::tr("%n instance type(s)", nullptr, types), Cli::tr("%n error(s)", nullptr, errors),
                      Cli::tr("%n warning(s)", nullptr, warnings))
          << '\n';
    err().flush();
    return errors > 0 ? ExitProblems : ExitOk;
}

int exportTypes(const QString& file, const QString& output)
{
    const QString cmd = QStringLiteral("instance-type");
    const InstanceTypeRead r = readInstanceTypesFile(QFileInfo(file).absoluteFilePath());
    for (const Diagnostic& d : r.diagnostics)
        err() << lineFor(d, file) << '\n';
    err().flush();
    if (r.hasErrors()) {
        printError(cmd, Cli::tr("%1 has errors; nothing was written").arg(file));
        return ExitProblems;
    }
    if (r.types.isEmpty()) {
        printError(cmd, Cli::tr("%1 holds no instance type; nothing was written").arg(file));
        return ExitProblems;
    }
    const QByteArray yaml = writeInstanceTypes(r.types);
    if (output.isEmpty() || output == QLatin1String("-")) {
        out() << QString::fromUtf8(yaml);
        out().flush();
        return ExitOk;
    }
    QString error;
    if (!writeFileAtomically(output, yaml, &error)) {
        printError(cmd, error);
        return ExitProblems;
    }
    err() << Cli::tr("%n instance type(s) written to %1", nullptr, int(r.types.size())).arg(output) << '\n';
    return ExitOk;
}

} // namespace

QString instanceTypeHelp()
{
    return Invocation<InstanceTypeOptions>(makeParser, setUp).help();
}

int runInstanceType(const QStringList& args)
{
    const QString cmd = QStringLiteral("instance-type");
    Invocation<InstanceTypeOptions> c(makeParser, setUp);
    const InstanceTypeOptions& o = c.options;
    if (const int code = c.parse(args); code >= 0)
        return code;
    QStringList pos = c.positional();
    const QString action = pos.isEmpty() ? QString() : pos.takeFirst();
    if (action != QLatin1String("validate") && action != QLatin1String("export")) {
        printError(cmd, action.isEmpty() ? Cli::tr("give an action: validate or export")
                                         : Cli::tr("unknown action '%1'; use validate or export").arg(action));
        err() << Cli::tr("Run 'pipewright help %1' for the options it takes.").arg(cmd) << '\n';
        return ExitUsage;
    }
    if (pos.isEmpty()) {
        printError(cmd, Cli::tr("'%1' needs at least one file").arg(action));
        return ExitUsage;
    }
    for (const QString& f : std::as_const(pos))
        if (!QFileInfo::exists(f)) {
            printError(cmd, Cli::tr("'%1' does not exist").arg(f));
            return ExitUsage;
        }
    if (action == QLatin1String("validate")) {
        if (c.isSet(o.output)) {
            printError(cmd, Cli::tr("-o belongs to export; validate writes nothing"));
            return ExitUsage;
        }
        const QString format = formatValue(cmd, c.value(o.format), {QStringLiteral("text"), QStringLiteral("json")});
        if (format.isEmpty())
            return ExitUsage;
        return validate(pos, format == QLatin1String("json"), c.isSet(o.quiet));
    }
    if (pos.size() != 1) {
        printError(cmd, Cli::tr("export takes one file; got %1").arg(pos.size()));
        return ExitUsage;
    }
    return exportTypes(pos.first(), c.value(o.output));
}

} // namespace pw::cli
