// SPDX-License-Identifier: MIT
// pipewright export PATH -o OUT: writes the pipeline out again (an unedited document keeps every byte).
#include "cli.h"

#include "pipelinedocument.h"

#include <QFileInfo>

#include <spdlog/spdlog.h>

#include <cstdio>

namespace pw::cli {

namespace {

struct ExportOptions
{
    QCommandLineOption output {{QStringLiteral("o"), QStringLiteral("output")},
                               Cli::tr("File to write, or '-' for standard output."), QStringLiteral("OUT")};
    QCommandLineOption format {QStringLiteral("format"),
                               Cli::tr("Output format: yaml (default), svg or png. Without this option the "
                                       "format follows the extension of OUT."),
                               QStringLiteral("yaml|svg|png")};
};

CommandParser makeParser()
{
    return CommandParser(QStringLiteral("export"), QStringLiteral("[options] PATH -o OUT"),
                         Cli::tr("Write a pipeline to another file. YAML output keeps the text exactly as it is, "
                                 "comments and formatting included."));
}

void setUp(CommandParser& p, const ExportOptions& o)
{
    p.addOption(o.output);
    p.addOption(o.format);
    p.addPositional(QStringLiteral("PATH"), Cli::tr("The pipeline file to export."));
}

} // namespace

QString exportHelp()
{
    ExportOptions o;
    CommandParser p = makeParser();
    setUp(p, o);
    return p.helpText();
}

int runExport(const QStringList& args)
{
    const QString cmd = QStringLiteral("export");
    ExportOptions o;
    CommandParser p = makeParser();
    setUp(p, o);
    if (const int code = p.parse(args); code >= 0)
        return code;
    startLogging(p.verbose());

    const QStringList paths = p.parser().positionalArguments();
    if (paths.size() != 1) {
        printError(cmd, paths.isEmpty() ? Cli::tr("give the pipeline file to export")
                                        : Cli::tr("give one pipeline file; got %1").arg(paths.size()));
        return ExitUsage;
    }
    if (!p.parser().isSet(o.output)) {
        printError(cmd, Cli::tr("give the file to write with -o OUT ('-o -' writes to standard output)"));
        return ExitUsage;
    }
    const QString target = p.parser().value(o.output);
    if (target.isEmpty()) {
        printError(cmd, Cli::tr("the output file name is empty"));
        return ExitUsage;
    }

    QString format = p.parser().value(o.format).toLower();
    if (format.isEmpty()) {
        const QString suffix = QFileInfo(target).suffix().toLower();
        format = (suffix == QLatin1String("svg") || suffix == QLatin1String("png")) ? suffix : QStringLiteral("yaml");
    }
    if (format == QLatin1String("yml"))
        format = QStringLiteral("yaml");
    if (format == QLatin1String("svg") || format == QLatin1String("png")) {
        printError(cmd, Cli::tr("%1 is not available yet: the canvas export comes with the pipeline designer")
                            .arg(format.toUpper()));
        return ExitUsage;
    }
    if (format != QLatin1String("yaml")) {
        printError(cmd, Cli::tr("unknown format '%1'; use yaml, svg or png").arg(format));
        return ExitUsage;
    }

    const QString source = paths.first();
    PipelineDocument doc;
    if (const int code = loadDocument(doc, cmd, source); code >= 0)
        return code;
    if (!doc.isParsed())
        err() << Cli::tr("warning: '%1' is not valid YAML; it is written unchanged").arg(source) << '\n';

    if (target == QLatin1String("-")) {
        out().flush();
        const QByteArray bytes = doc.text();
        if (std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout)
                != static_cast<std::size_t>(bytes.size())
            || std::fflush(stdout) != 0) {
            printError(cmd, Cli::tr("cannot write to standard output"));
            return ExitProblems;
        }
        return ExitOk;
    }
    if (QFileInfo(target).absoluteFilePath() == QFileInfo(source).absoluteFilePath()) {
        spdlog::debug("export: {} is the source itself; nothing to do", target.toStdString());
        return ExitOk;
    }
    if (doc.isReadOnly()) {
        // not UTF-8: the document refuses to save, but an export is a copy of the very same bytes
        QString error;
        if (!writeFileAtomically(target, doc.text(), &error)) {
            printError(cmd, error);
            return ExitProblems;
        }
    } else if (!doc.save(target)) {
        printError(cmd, doc.errorString());
        return ExitProblems;
    }
    spdlog::debug("export: wrote {}", target.toStdString());
    return ExitOk;
}

} // namespace pw::cli
