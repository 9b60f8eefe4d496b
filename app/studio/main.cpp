// SPDX-License-Identifier: MIT
#include "compute/computecontroller.h"
#include "compute/computepickerdialog.h"
#include "deferredicons.h"
#include "documenttab.h"
#include "parallel/parallelsteppanel.h"
#include "parallel/parallelstepwindow.h"
#include "firstframeprobe.h"
#include "fontwarmup.h"
#include "icons.h"
#include "interfacefont.h"
#include "azurebackend.h"
#include "localbackend.h"
#include "messagebanner.h"
#include "pricebook.h"
#include "retailpricesclient.h"
#include "run/runcontroller.h"
#include "secretstore.h"
#include "mainwindow.h"
#include "translation.h"

#if __has_include("logging.h")
#include "logging.h"
#define PW_HAVE_LOGGING 1
#endif

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QIcon>
#include <QMessageBox>
#include <QPixmap>
#include <QPointer>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#include <memory>
#include <optional>

#include <cstdio>

#ifndef PW_VERSION
#define PW_VERSION "0.0.0"
#endif

namespace {

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Pipewright"));
    QCoreApplication::setApplicationName(QStringLiteral("Pipewright Studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PW_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.pipewright.Studio"));
}

void describe(QCommandLineParser& parser, QCommandLineOption& screenshot, QCommandLineOption& show,
              QCommandLineOption& openLogs, QCommandLineOption& verbose)
{
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Pipewright Studio: design, check and run Azure Machine Learning pipelines."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(screenshot);
    parser.addOption(show);
    parser.addOption(openLogs);
    parser.addOption(verbose);
    parser.addPositionalArgument(QStringLiteral("paths"),
                                 QCoreApplication::translate("main", "Pipeline files to open, and/or a workspace folder."),
                                 QStringLiteral("[FILE|FOLDER...]"));
}

bool wantsTextOnly(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const QLatin1String a(argv[i]);
        if (a == QLatin1String("-h") || a == QLatin1String("--help") || a == QLatin1String("-?")
            || a == QLatin1String("--help-all") || a == QLatin1String("-v") || a == QLatin1String("--version"))
            return true;
    }
    return false;
}

} // namespace

/// The sample workspace: installed beside the program (share/pipewright/workspace), else the source tree's.
static QString sampleWorkspace()
{
    const QString installed = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("../share/pipewright/workspace"));
    for (const QString& dir : {installed, QStringLiteral(PW_SAMPLE_WORKSPACE_SOURCE)})
        if (QFileInfo(QDir(dir).filePath(QStringLiteral("pipelines"))).isDir())
            return QDir::cleanPath(dir);
    return QString();
}

int main(int argc, char** argv)
{
    // fontconfig is read beside the display connection; the window waits for it before it first measures text
    pw::FontWarmUp fonts;
    QCommandLineOption screenshot(QStringList{QStringLiteral("screenshot")},
                                  QCoreApplication::translate("main", "Save a picture of the window to FILE (PNG) once it "
                                                                      "is shown, then quit. The window has its default "
                                                                      "layout; your settings and recent files are neither "
                                                                      "used nor changed (only the language is kept)."),
                                  QStringLiteral("FILE"));
    QCommandLineOption show(QStringList{QStringLiteral("show")},
                            QCoreApplication::translate("main", "Open a view once the window is shown: \"quota\" (the "
                                                                "quota and usage dashboard), \"compute\" (the compute "
                                                                "picker of the pipeline) or \"compute:STEP[:KIND]\" (of a "
                                                                "step, on serverless, cluster, kubernetes or local); with "
                                                                "--open-logs, the panel's tab: overview, logs, "
                                                                "resources or mini-batches. "
                                                                "With --screenshot, the picture is of that view."),
                            QStringLiteral("VIEW"));
    QCommandLineOption openLogs(QStringList{QStringLiteral("open-logs")},
                                QCoreApplication::translate("main", "Open a parallel step's logs folder (Azure ML's "
                                                                    "layout, or a step's run folder) in the "
                                                                    "parallel-step panel. With --screenshot, the "
                                                                    "picture is of that panel."),
                                QStringLiteral("DIR"));
    QCommandLineOption verbose(QStringList{QStringLiteral("verbose")},
                               QCoreApplication::translate("main", "Log debug messages to standard error."));

    // --help and --version need no display
    if (wantsTextOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        setIdentity();
        pw::installTranslations(app, pw::languageSetting());
        QCommandLineParser parser;
        describe(parser, screenshot, show, openLogs, verbose);
        parser.process(app);
        return 0;
    }

    QApplication app(argc, argv);
    QApplication::setStyle(new pw::DeferredIconsStyle);
    pw::installInterfaceFont(app);
    setIdentity();
    pw::ensureUiResources();
    pw::installTranslations(app, pw::languageSetting());

    // start-up timing (tests/bench/bench_startup); not shown in --help
    QCommandLineOption firstFrame(QStringList{QStringLiteral("first-frame")}, QString());
    firstFrame.setFlags(QCommandLineOption::HiddenFromHelp);

    QCommandLineParser parser;
    describe(parser, screenshot, show, openLogs, verbose);
    parser.addOption(firstFrame);
    parser.process(app);

#ifdef PW_HAVE_LOGGING
    pw::initLogging(QStringLiteral("pipewright-studio"), parser.isSet(verbose), parser.isSet(verbose));
#endif

    // a picture for documentation or a check: the same window whoever takes it, and the user's settings untouched
    // (made only then: an ordinary start creates no folder)
    std::optional<QTemporaryDir> screenshotSettings;
    if (parser.isSet(screenshot)) {
        screenshotSettings.emplace();
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, screenshotSettings->path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, screenshotSettings->path());
    }

    // the backends the window runs pipelines on: this machine, with the Python chosen in the settings unless
    // $PIPEWRIGHT_PYTHON names one
    pw::LocalBackendOptions local;
    if (qEnvironmentVariableIsEmpty("PIPEWRIGHT_PYTHON"))
        local.python = QSettings().value(QStringLiteral("run/python")).toString();
    auto* localBackend = new pw::LocalBackend(local);
    fonts.wait();
    pw::MainWindow window(QList<pw::Backend*> { localBackend });
    // VM prices: the compute picker takes a region's list from the Azure Retail Prices API (no sign-in) when it has
    // none or it is a week old
    pw::PriceBook::instance().setRefresher(pw::makeRetailPriceRefresher());
    // Azure ML workspaces: made here from what Run ▸ Connect to Azure ML Workspace… (or the settings) say
    auto makeWorkspaceBackend = [&window](const pw::WorkspaceConnection& c, const QByteArray& secret,
                                          QString* error) -> std::unique_ptr<pw::AzureBackend> {
        const pw::azure::Cloud cloud = c.cloud == QLatin1String("custom")
                                           ? pw::azure::customCloud(QUrl(c.armEndpoint), QUrl(c.loginEndpoint))
                                           : pw::azure::cloudByName(c.cloud);
        pw::azure::CredentialChoice choice;
        choice.method = c.auth;
        choice.tenant = c.tenant;
        choice.clientId = c.clientId;
        // a service principal's secret: as typed (kept in the keychain for the next start), else from there
        static pw::azure::SecretStore secrets;
        const QString key = QStringLiteral("service-principal:%1:%2").arg(c.tenant, c.clientId);
        if (!secret.isEmpty()) {
            choice.secret = secret;
            secrets.write(key, secret);
        } else if (c.auth == QLatin1String("service-principal")) {
            choice.secret = secrets.read(key).value_or(QByteArray());
        }
        // the device code comes from a worker thread: shown by the GUI thread, without blocking either
        QPointer<pw::MainWindow> w(&window);
        choice.prompt = [w](const pw::azure::DeviceCodePrompt& prompt) {
            QMetaObject::invokeMethod(qApp, [w, prompt] {
                auto* box = new QMessageBox(QMessageBox::Information,
                                            QCoreApplication::translate("main", "Sign in to Azure"), prompt.message,
                                            QMessageBox::Close, w);
                box->setTextInteractionFlags(Qt::TextSelectableByMouse);
                box->setAttribute(Qt::WA_DeleteOnClose);
                box->show();
            });
        };
        return pw::AzureBackend::create(cloud, pw::arm::WorkspaceRef::fromId(c.workspaceId), choice, error);
    };
    window.runController()->setWorkspaceFactory(
        [&window, makeWorkspaceBackend](const pw::WorkspaceConnection& c, const QByteArray& secret, QString* error) -> pw::Backend* {
            std::unique_ptr<pw::AzureBackend> backend = makeWorkspaceBackend(c, secret, error);
            if (backend) {
                const pw::Backend* self = backend.get();
                QObject::connect(backend.get(), &pw::AzureBackend::problem, &window,
                                 [&window, self](const QString& message) { window.showBackendProblem(self, message); });
            }
            return backend.release();
        });
    // the dialog's subscription → resource group → workspace pickers: a backend of no workspace signs in and lists
    window.runController()->setWorkspaceBrowser([makeWorkspaceBackend](const pw::WorkspaceConnection& c, const QByteArray& secret) {
        QString error;
        std::shared_ptr<pw::AzureBackend> backend = makeWorkspaceBackend(c, secret, &error);
        if (!backend) {
            pw::WorkspaceListing none;
            none.errors << error;
            return QtFuture::makeReadyFuture(none);
        }
        // the backend lives until its listing is read
        return backend->listWorkspaces().then(qApp, [backend](const pw::WorkspaceListing& l) { return l; });
    });
    // the remembered workspaces come after the first frame (a service principal's secret is read from the keychain)
    window.afterFirstFrame([&window] { window.runController()->restoreWorkspaces(); });
    // the run store (and the recovery of jobs a process that ended left running) opens after the first frame,
    // or on the first request before it
    window.afterFirstFrame([localBackend] { localBackend->openStore(); });
    // the icon of the application's other windows (the main window has its own): reading it loads Qt's SVG icon
    // plugin, which the first frame does not need
    window.afterFirstFrame([] { QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/app.svg"))); });
    if (parser.isSet(firstFrame))
        new pw::FirstFrameProbe(
            &window, [&window] { return window.workspaceRoot(); }, [&window] { return window.isStarting(); });
    QStringList files;
    QString folder;
    QStringList relative; // files named relative to the current folder, or else to the workspace folder
    for (const QString& arg : parser.positionalArguments()) {
        const QFileInfo info(arg);
        if (info.isDir() && folder.isEmpty())
            folder = info.absoluteFilePath();
        else
            relative << arg;
    }
    for (const QString& arg : std::as_const(relative)) {
        const QFileInfo info(arg);
        if (!info.exists() && info.isRelative() && !folder.isEmpty() && QFileInfo::exists(QDir(folder).filePath(arg)))
            files << QDir(folder).absoluteFilePath(arg); // pipewright-studio project/ pipelines/train.yml
        else
            files << info.absoluteFilePath();
    }
    if (!folder.isEmpty()) {
        window.openFolder(folder);
        if (files.isEmpty()) {
            const QString first = pw::MainWindow::firstPipelineIn(folder);
            if (!first.isEmpty())
                files << first;
        }
    } else if (!parser.isSet(screenshot)) {
        window.restoreWorkspace();
    }
    // the session's tabs come back when no file or folder was named
    QString currentFile;
    if (files.isEmpty() && folder.isEmpty() && !parser.isSet(screenshot))
        files = pw::MainWindow::sessionFiles(&currentFile);
    window.setSampleWorkspace(sampleWorkspace());
    window.show();
    const QString view = parser.value(show);
    std::unique_ptr<pw::ComputePickerDialog> picker;
    QPointer<pw::ParallelStepWindow> logsWindow;
    const QString logsDir = parser.value(openLogs);
    auto openView = [&window, &picker, &logsWindow, view, logsDir] {
        if (!logsDir.isEmpty()) {
            logsWindow = window.openParallelLogs(logsDir);
            // with --open-logs, --show names the panel's tab
            static const QHash<QString, pw::ParallelStepPanel::Tab> tabs {
                {QStringLiteral("overview"), pw::ParallelStepPanel::OverviewTab},
                {QStringLiteral("logs"), pw::ParallelStepPanel::LogsTab},
                {QStringLiteral("resources"), pw::ParallelStepPanel::ResourcesTab},
                {QStringLiteral("mini-batches"), pw::ParallelStepPanel::MiniBatchesTab},
            };
            if (logsWindow && tabs.contains(view)) {
                logsWindow->panel()->showTab(tabs.value(view));
                return;
            }
        }
        if (view == QLatin1String("quota")) {
            window.computeController()->showDashboard();
        } else if (view == QLatin1String("compute") || view.startsWith(QLatin1String("compute:"))) {
            pw::DocumentTab* tab = window.currentDocumentTab();
            if (!tab)
                return;
            const QString step = view.section(QLatin1Char(':'), 1, 1);
            const QString kind = view.section(QLatin1Char(':'), 2, 2);
            picker = std::make_unique<pw::ComputePickerDialog>(tab->document(), step,
                                                                window.computeController()->backend(), &window);
            static const QHash<QString, pw::ComputeChoice::Kind> kinds {
                {QStringLiteral("default"), pw::ComputeChoice::Kind::PipelineDefault},
                {QStringLiteral("serverless"), pw::ComputeChoice::Kind::Serverless},
                {QStringLiteral("cluster"), pw::ComputeChoice::Kind::Cluster},
                {QStringLiteral("kubernetes"), pw::ComputeChoice::Kind::Kubernetes},
                {QStringLiteral("local"), pw::ComputeChoice::Kind::Local},
            };
            if (kinds.contains(kind))
                picker->selectKind(kinds.value(kind));
            picker->show();
        } else if (!view.isEmpty()) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QCoreApplication::translate("main", "Unknown view %1: use quota, compute or compute:STEP.")
                                        .arg(view)));
        }
    };
    if (!parser.isSet(screenshot)) {
        // the window and its workspace come first; the files open right after its first frame
        window.openFilesAfterFirstFrame(files, currentFile);
        if (!view.isEmpty() || !logsDir.isEmpty())
            window.afterFirstFrame([&window, openView] {
                QTimer::singleShot(500, &window, openView); // once the files are read
            });
        return app.exec();
    }

    // a picture: the files read first (large ones in the background); then let layouts, the file system model and
    // the first paint settle
    for (const QString& f : std::as_const(files))
        window.openFile(f);
    const QString target = parser.value(screenshot);
    int status = 0;
    QElapsedTimer waited;
    waited.start();
    while (window.isLoading() && waited.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 50);
    openView();
    if (logsWindow) {
        logsWindow->panel()->readNow();
        logsWindow->resize(1200, 780);
    }
    QTimer::singleShot(700, &window, [&window, &app, &status, &picker, &logsWindow, target] {
        const QPixmap shot = picker ? picker->grab() : logsWindow ? logsWindow->grab() : window.grab();
        if (shot.isNull() || !shot.save(target, "PNG")) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QCoreApplication::translate("main", "Could not write the screenshot to %1")
                                        .arg(QDir::toNativeSeparators(target))));
            status = 1;
        }
        app.exit(status);
    });
    const int rc = app.exec();
    return rc ? rc : status;
}
