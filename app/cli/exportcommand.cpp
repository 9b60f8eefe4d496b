// SPDX-License-Identifier: MIT
// pipewright export PATH -o OUT: writes the pipeline out again (an unedited document keeps every byte), or a
// picture of its canvas (--format svg|png).
#include "cli.h"
#include "fileio.h"

#include "canvasexport.h"
#include "canvaslayout.h"
#include "canvasscene.h"
#include "pipelinedocument.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>

#include <memory>

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

// Image formats named by --format or by the extension of -o.
QString requestedFormat(const QStringList& args)
{
    QString format;
    QString output;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (a == QLatin1String("--format") && i + 1 < args.size())
            format = args[++i];
        else if (a.startsWith(QLatin1String("--format=")))
            format = a.mid(9);
        else if ((a == QLatin1String("-o") || a == QLatin1String("--output")) && i + 1 < args.size())
            output = args[++i];
        else if (a.startsWith(QLatin1String("--output=")))
            output = a.mid(9);
        else if (a.startsWith(QLatin1String("-o")) && a.size() > 2)
            output = a.mid(2);
    }
    if (format.isEmpty())
        format = QFileInfo(output).suffix();
    return format.toLower();
}

int exportImage(const QString& source, const QString& target, CanvasExport::Format format)
{
    const QString cmd = QStringLiteral("export");
    if (!qobject_cast<QApplication*>(QCoreApplication::instance())) {
        printError(cmd, Cli::tr("drawing a picture needs the graphical libraries, which could not be started"));
        return ExitProblems;
    }
    if (target == QLatin1String("-")) {
        printError(cmd, Cli::tr("a picture is written to a file; give its name with -o OUT"));
        return ExitUsage;
    }
    PipelineDocument doc;
    if (const int code = loadDocument(doc, cmd, source); code >= 0)
        return code;
    if (!doc.isParsed()) {
        printError(cmd, Cli::tr("'%1' is not valid YAML; there is no graph to draw").arg(source));
        return ExitProblems;
    }
    CanvasLayout layout;
    QString layoutError;
    if (!layout.load(doc.filePath(), &layoutError))
        err() << Cli::tr("warning: %1").arg(layoutError) << '\n';
    CanvasScene scene(&doc, &layout);
    scene.setReadOnly(true);
    QString error;
    if (!CanvasExport::write(&scene, target, format, &error, doc.displayName())) {
        printError(cmd, error);
        return ExitProblems;
    }
    spdlog::debug("export: drew {} nodes into {}", scene.nodeItems().size(), target.toStdString());
    return ExitOk;
}

} // namespace

std::unique_ptr<QCoreApplication> createApplication(int& argc, char** argv)
{
    // only a picture export needs a GUI application; every other command runs without a display
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    qsizetype command = 0;
    while (command < args.size() && args[command].startsWith(QLatin1Char('-')))
        ++command;
    if (command < args.size() && args[command] == QLatin1String("export")) {
        const QString format = requestedFormat(args.mid(command + 1));
        if (format == QLatin1String("svg") || format == QLatin1String("png")) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            return std::make_unique<QApplication>(argc, argv);
        }
    }
    return std::make_unique<QCoreApplication>(argc, argv);
}

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
    if (CanvasExport::Format image; CanvasExport::formatFromName(format, &image))
        return exportImage(source, target, image);
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
