// SPDX-License-Identifier: MIT
// pipewright export PATH -o OUT: writes the pipeline out again (an unedited document keeps every byte), or a
// picture of its canvas (--format svg|png).
#include "cli.h"
#include "fileio.h"

#include "ondemandlibrary.h"
#include "pipelinedocument.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>

#include <spdlog/spdlog.h>

#include <cstdio>

#ifndef PW_PICTURE_HELPER_RELATIVE
#define PW_PICTURE_HELPER_RELATIVE ""
#endif
#ifndef PW_PICTURE_HELPER_BUILD_PATH
#define PW_PICTURE_HELPER_BUILD_PATH ""
#endif

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
                         Cli::tr("Write a pipeline to another file, or a picture of its canvas (SVG or PNG). YAML "
                                 "output keeps the text exactly as it is, comments and formatting included; a picture "
                                 "uses the node places saved by the studio, or lays the graph out."));
}

void setUp(CommandParser& p, const ExportOptions& o)
{
    p.addOption(o.output);
    p.addOption(o.format);
    p.addPositional(QStringLiteral("PATH"), Cli::tr("The pipeline file to export."));
}

// The helper that draws pictures (app/picture): $PIPEWRIGHT_PICTURE, else beside the installed program
// (bin/../lib/…/pipewright/), else where this build made it.
QString pictureHelper()
{
    const QStringList files = ownFileCandidates("PIPEWRIGHT_PICTURE", QStringLiteral(PW_PICTURE_HELPER_RELATIVE),
                                                QStringLiteral(PW_PICTURE_HELPER_BUILD_PATH));
    for (const QString& file : files)
        if (QFileInfo(file).isExecutable())
            return file;
    return files.value(0);
}

// A picture needs Qt's graphical libraries: a helper draws it, so that every other command starts without them.
int exportImage(const QString& source, const QString& target, const QString& format, bool verbose)
{
    const QString cmd = QStringLiteral("export");
    if (target == QLatin1String("-")) {
        printError(cmd, Cli::tr("a picture is written to a file; give its name with -o OUT"));
        return ExitUsage;
    }
    if (!QFileInfo::exists(source)) {
        printError(cmd, Cli::tr("'%1' does not exist").arg(source));
        return ExitUsage;
    }
    const QString helper = pictureHelper();
    QStringList args;
    if (verbose)
        args << QStringLiteral("--verbose");
    args << format << source << target;
    out().flush();
    err().flush();
    QProcess draw;
    draw.setProcessChannelMode(QProcess::ForwardedChannels); // its messages and warnings are the command's
    draw.setInputChannelMode(QProcess::ForwardedInputChannel);
    spdlog::debug("export: {} {}", helper.toStdString(), args.join(QLatin1Char(' ')).toStdString());
    draw.start(helper, args);
    if (!draw.waitForStarted(-1)) {
        printError(cmd, Cli::tr("drawing a picture needs the program %1, which could not be started: %2")
                            .arg(QDir::toNativeSeparators(helper), draw.errorString()));
        return ExitProblems;
    }
    draw.waitForFinished(-1);
    if (draw.exitStatus() != QProcess::NormalExit) {
        printError(cmd, Cli::tr("the program that draws the picture (%1) stopped unexpectedly; %2 was not written")
                            .arg(QDir::toNativeSeparators(helper), target));
        return ExitProblems;
    }
    return draw.exitCode();
}

} // namespace

QString exportHelp()
{
    return Invocation<ExportOptions>(makeParser, setUp).help();
}

int runExport(const QStringList& args)
{
    const QString cmd = QStringLiteral("export");
    Invocation<ExportOptions> c(makeParser, setUp);
    const ExportOptions& o = c.options;
    if (const int code = c.parse(args); code >= 0)
        return code;
    const QString source = onePipelineFile(cmd, c.positional(), Cli::tr("give the pipeline file to export"));
    if (source.isEmpty())
        return ExitUsage;
    if (!c.isSet(o.output)) {
        printError(cmd, Cli::tr("give the file to write with -o OUT ('-o -' writes to standard output)"));
        return ExitUsage;
    }
    const QString target = c.value(o.output);
    if (target.isEmpty()) {
        printError(cmd, Cli::tr("the output file name is empty"));
        return ExitUsage;
    }

    QString format = c.value(o.format).toLower();
    if (format.isEmpty()) {
        const QString suffix = QFileInfo(target).suffix().toLower();
        format = (suffix == QLatin1String("svg") || suffix == QLatin1String("png")) ? suffix : QStringLiteral("yaml");
    }
    if (format == QLatin1String("yml"))
        format = QStringLiteral("yaml");
    if (format == QLatin1String("svg") || format == QLatin1String("png"))
        return exportImage(source, target, format, c.parser.verbose());
    if (formatValue(cmd, format, {QStringLiteral("yaml"), QStringLiteral("svg"), QStringLiteral("png")}).isEmpty())
        return ExitUsage;
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
