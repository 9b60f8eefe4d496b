// SPDX-License-Identifier: MIT
// pipewright-picture: draws a pipeline's canvas into an SVG or PNG file for `pipewright export`. Drawing needs Qt's
// graphical libraries (Gui, Widgets, Svg); they live in this helper so that the pipewright command itself starts
// with Qt Core alone. Not meant to be run by hand: `pipewright export FILE -o OUT.svg` runs it.
//
// Usage: pipewright-picture [--verbose] svg|png SOURCE TARGET
#include "cli.h"

#include "canvasexport.h"
#include "canvaslayout.h"
#include "canvasscene.h"
#include "logging.h"
#include "pipelinedocument.h"
#include "translation.h"

#include <QApplication>
#include <QFileInfo>
#include <QTextStream>

#include <spdlog/spdlog.h>

using namespace pw;
using pw::cli::Cli;

namespace {

QTextStream& err()
{
    static QTextStream s(stderr);
    return s;
}

// the messages read as those of the command that runs this helper
int fail(const QString& message, int code)
{
    err() << Cli::tr("%1: %2").arg(QStringLiteral("pipewright export"), message) << '\n';
    err().flush();
    return code;
}

} // namespace

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen"); // a picture is drawn without a display
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("pipewright"));
    QCoreApplication::setOrganizationName(QStringLiteral("Pipewright"));
    installTranslations(app, QString());

    QStringList args = QCoreApplication::arguments().mid(1);
    const bool verbose = !args.isEmpty() && args.first() == QLatin1String("--verbose");
    if (verbose)
        args.removeFirst();
    initLogging(QStringLiteral("pipewright"), verbose, verbose);
    CanvasExport::Format format;
    if (args.size() != 3 || !CanvasExport::formatFromName(args[0], &format))
        return fail(Cli::tr("usage: %1 [--verbose] svg|png SOURCE TARGET").arg(QStringLiteral("pipewright-picture")),
                    cli::ExitUsage);
    const QString& source = args[1];
    const QString& target = args[2];

    PipelineDocument doc;
    if (!QFileInfo::exists(source))
        return fail(Cli::tr("'%1' does not exist").arg(source), cli::ExitUsage);
    if (!doc.load(source))
        return fail(doc.errorString(), cli::ExitProblems);
    if (!doc.isParsed())
        return fail(Cli::tr("'%1' is not valid YAML; there is no graph to draw").arg(source), cli::ExitProblems);
    CanvasLayout layout;
    QString layoutError;
    if (!layout.load(doc.filePath(), &layoutError))
        err() << Cli::tr("warning: %1").arg(layoutError) << '\n';
    CanvasScene scene(&doc, &layout);
    scene.setReadOnly(true);
    QString error;
    if (!CanvasExport::write(&scene, target, format, &error, doc.displayName()))
        return fail(error, cli::ExitProblems);
    spdlog::debug("export: drew {} nodes into {}", scene.nodeItems().size(), target.toStdString());
    err().flush();
    return cli::ExitOk;
}
