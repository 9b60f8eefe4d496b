// SPDX-License-Identifier: MIT
// pipewright: check, convert and inspect Azure Machine Learning pipeline YAML files from a shell or CI.
#include "cli.h"
#include "logging.h"
#include "translation.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>

using namespace pw::cli;

namespace {

QString generalHelp()
{
    QString text;
    QTextStream s(&text);
    s << Cli::tr("Usage: pipewright [--verbose] <command> [options] [arguments]") << "\n\n"
      << Cli::tr("Checks, converts and inspects Azure Machine Learning pipeline YAML files.") << "\n\n"
      << Cli::tr("Commands:") << '\n';
    for (const Command& c : commands())
        s << "  " << c.name.leftJustified(13) << ' ' << c.summary << '\n';
    s << "  " << QStringLiteral("help").leftJustified(13) << ' ' << Cli::tr("Show the help of a command") << "\n\n"
      << Cli::tr("Options:") << '\n'
      << "  -v, --verbose  " << Cli::tr("Log what happens to standard error") << '\n'
      << "  -h, --help     " << Cli::tr("Show this help and exit") << '\n'
      << "  --version      " << Cli::tr("Show the version and exit") << "\n\n"
      << Cli::tr("Exit status: 0 when no errors were found, 1 when there were errors, 2 on wrong usage.") << '\n'
      << Cli::tr("Run 'pipewright help <command>' or 'pipewright <command> --help' for the options of a command.")
      << '\n';
    return text;
}

const Command* findCommand(const QString& name)
{
    static const QList<Command> all = commands();
    for (const Command& c : all)
        if (c.name == name)
            return &c;
    return nullptr;
}

int done(int code)
{
    out().flush();
    err().flush();
    return code;
}

int unknownCommand(const QString& name)
{
    printError(QString(), Cli::tr("'%1' is not a command").arg(name));
    err() << Cli::tr("Run 'pipewright --help' to see the commands.") << '\n';
    err().flush();
    return ExitUsage;
}

/// The command the arguments name, run to its end; the application object (and with it Qt's thread pool, whose
/// work is waited for) lives and dies in here.
int runCommand(int argc, char* argv[])
{
    // Qt Core alone: the pictures of `export` are drawn by a helper (app/picture), so no command loads Qt's
    // graphical libraries (tst_clilinks)
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("pipewright"));
    QCoreApplication::setOrganizationName(QStringLiteral("Pipewright"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PW_VERSION));
    // messages in the user's language (LANG / LC_ALL / LC_MESSAGES), English otherwise
    pw::installTranslations(app, QString());

    const QStringList args = QCoreApplication::arguments();
    bool verbose = false;
    int i = 1;
    for (; i < args.size(); ++i) {
        const QString& a = args.at(i);
        if (a == QLatin1String("-v") || a == QLatin1String("--verbose")) {
            verbose = true;
        } else if (a == QLatin1String("--version")) {
            out() << QStringLiteral("pipewright %1").arg(QCoreApplication::applicationVersion()) << '\n';
            return done(ExitOk);
        } else if (a == QLatin1String("-h") || a == QLatin1String("--help")) {
            out() << generalHelp();
            return done(ExitOk);
        } else if (a.startsWith(QLatin1Char('-'))) {
            printError(QString(), Cli::tr("unknown option '%1'").arg(a));
            err() << Cli::tr("Run 'pipewright --help' for usage.") << '\n';
            return done(ExitUsage);
        } else {
            break;
        }
    }
    if (i >= args.size()) {
        err() << generalHelp();
        return done(ExitUsage);
    }

    const QString name = args.at(i);
    QStringList rest = args.mid(i + 1);

    if (name == QLatin1String("help")) {
        if (rest.isEmpty()) {
            out() << generalHelp();
            return done(ExitOk);
        }
        if (rest.size() > 1) {
            printError(QStringLiteral("help"), Cli::tr("give one command name"));
            return done(ExitUsage);
        }
        if (rest.first() == QLatin1String("help")) {
            out() << generalHelp();
            return done(ExitOk);
        }
        const Command* c = findCommand(rest.first());
        if (!c)
            return done(unknownCommand(rest.first()));
        out() << c->help();
        return done(ExitOk);
    }

    const Command* c = findCommand(name);
    if (!c)
        return done(unknownCommand(name));
    if (verbose)
        rest.prepend(QStringLiteral("--verbose"));
    const int code = c->run(rest);
    return done(code);
}

/// The end of the process once the command is over. Everything it made is written and closed by then (files are
/// saved when they are made, backends and run stores are closed by the commands); what the C++ runtime and the
/// thirty-odd libraries a workspace command loads would still do at exit (static destructors, OpenSSL's and GnuTLS's
/// clean-ups) changes nothing outside the process and is skipped: some 0.5 ms of every command. Sanitizer builds
/// end normally, for their leak check at exit.
[[noreturn]] void endProcess(int code)
{
    pw::shutdownLogging(); // the log file flushed
    std::fflush(nullptr);
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    std::exit(code);
#else
    std::_Exit(code);
#endif
}

} // namespace

int main(int argc, char* argv[])
{
    endProcess(runCommand(argc, argv));
}
