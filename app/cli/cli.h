// SPDX-License-Identifier: MIT
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>

#include "jobrun.h"

#include <QJsonObject>

namespace pw {
class PipelineDocument;
}

/// The `pipewright` command-line tool: one QCommandLineParser per subcommand.
namespace pw::cli {

/// Translation context of the command-line tool.
class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

enum ExitCode {
    ExitOk = 0,
    ExitProblems = 1, // the files have errors, or could not be read or written
    ExitUsage = 2, // unknown command or option, missing argument, missing file
};

QTextStream& out();
QTextStream& err();

/// Print "pipewright <command>: <message>" on standard error.
void printError(const QString& command, const QString& message);

/// Options every subcommand accepts.
struct CommonOptions
{
    QCommandLineOption help;
    QCommandLineOption verbose;
    CommonOptions();
};

/// A parser set up for a subcommand; parse() reports unknown options and `--help` itself.
class CommandParser
{
public:
    CommandParser(QString command, QString usage, QString description);
    QCommandLineParser& parser() { return m_parser; }
    void addOption(const QCommandLineOption& o) { m_parser.addOption(o); }
    void addPositional(const QString& name, const QString& description, const QString& syntax = QString());
    /// Parse the arguments after the command name. Returns -1 to go on, or the exit code to return with.
    int parse(const QStringList& args);
    QString helpText() const;
    bool verbose() const;

private:
    QString m_command;
    QString m_usage;
    CommonOptions m_common;
    QCommandLineParser m_parser;
};

struct Command
{
    QString name;
    QString summary;
    /// Runs the command on the arguments that follow its name; returns the exit code.
    std::function<int(const QStringList& args)> run;
    /// The command's help text (its parser's).
    std::function<QString()> help;
};

QList<Command> commands();

// jobformat.cpp: how jobs and steps are shown
/// "4.2s", "12s", "3m05s", "2h04m"; "-" for none.
QString duration(double seconds);
/// Local time "yyyy-MM-dd HH:mm:ss", "-" when unknown.
QString localTime(const QDateTime& t);
QJsonObject stepJson(const StepRun& s);
QJsonObject jobJson(const JobRun& j);

int runValidate(const QStringList& args);
QString validateHelp();
int runExport(const QStringList& args);
QString exportHelp();
int runGraph(const QStringList& args);
QString graphHelp();
int runRun(const QStringList& args);
QString runHelp();
int runJobs(const QStringList& args);
QString jobsHelp();
int runAzure(const QStringList& args);
QString azureHelp();
int runSubmit(const QStringList& args);
QString submitHelp();

/// Set up logging for a command (stderr only with --verbose).
void startLogging(bool verbose);

/// A subcommand's parser with its options added: `make` builds the parser, `setUp` adds `options` to it.
template<typename Options>
struct Invocation
{
    Options options;
    CommandParser parser;
    Invocation(CommandParser (*make)(), void (*setUp)(CommandParser&, const Options&))
        : parser(make())
    {
        setUp(parser, options);
    }
    QString help() const { return parser.helpText(); }
    /// Parse the arguments after the command name and start logging. -1 to go on, else the exit code.
    int parse(const QStringList& args)
    {
        const int code = parser.parse(args);
        if (code < 0)
            startLogging(parser.verbose());
        return code;
    }
    QString value(const QCommandLineOption& o) { return parser.parser().value(o); }
    bool isSet(const QCommandLineOption& o) { return parser.parser().isSet(o); }
    QStringList positional() { return parser.parser().positionalArguments(); }
};

/// The value of a --format option in lower case when it is one of `allowed`; otherwise prints the
/// message and returns an empty string.
QString formatValue(const QString& command, const QString& given, const QStringList& allowed);

/// The one pipeline file a command takes; prints the message and returns an empty string when there is
/// none or more than one. `missing` is the message for none.
QString onePipelineFile(const QString& command, const QStringList& paths, const QString& missing);

/// How a file is named in messages: as the user wrote it when it is the file they gave, else relative to
/// the current folder when that is shorter, else absolute.
QString displayPath(const QString& absolutePath, const QString& given, const QString& givenAbsolute);

/// Files named on the command line, with folders expanded to the pipeline files (`type: pipeline`) they
/// hold, recursively. Missing paths are listed in `missing`.
struct InputFile
{
    QString absolute;
    QString display;
};
QList<InputFile> expandInputs(const QStringList& paths, QStringList* missing);

/// Columns padded to their widest cell, as a terminal shows them (a CJK character takes two columns); the last
/// column is not padded, and no line ends in spaces.
void printTable(const QStringList& header, const QList<QStringList>& rows);

/// True when the text holds a YAML document whose top-level `type` is `pipeline`.
bool isPipelineText(const QByteArray& text);

/// Load a document for a command. Prints a message and returns the exit code on failure, -1 on success.
int loadDocument(PipelineDocument& doc, const QString& command, const QString& path);

} // namespace pw::cli
