// SPDX-License-Identifier: MIT
#include "cli.h"
#include "computecommands.h"
#include "pricescommand.h"
#include "pythoncommand.h"

#include "logging.h"
#include "pipelinedocument.h"
#include "specbuilder.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <cstdio>

namespace pw::cli {

QTextStream& out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream& err()
{
    static QTextStream s(stderr);
    return s;
}

void printError(const QString& command, const QString& message)
{
    out().flush();
    const QString who = command.isEmpty() ? QStringLiteral("pipewright") : QStringLiteral("pipewright ") + command;
    err() << Cli::tr("%1: %2").arg(who, message) << '\n';
    err().flush();
}

CommonOptions::CommonOptions()
    : help({QStringLiteral("h"), QStringLiteral("help")}, Cli::tr("Show this help and exit."))
    , verbose({QStringLiteral("v"), QStringLiteral("verbose")}, Cli::tr("Log what happens to standard error."))
{
}

CommandParser::CommandParser(QString command, QString usage, QString description)
    : m_command(std::move(command))
    , m_usage(std::move(usage))
{
    m_parser.setApplicationDescription(description);
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsCompactedShortOptions);
    m_parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    m_parser.addOption(m_common.help);
    m_parser.addOption(m_common.verbose);
}

void CommandParser::addPositional(const QString& name, const QString& description, const QString& syntax)
{
    m_parser.addPositionalArgument(name, description, syntax);
}

int CommandParser::parse(const QStringList& args)
{
    QStringList full {QStringLiteral("pipewright")};
    full += args;
    if (!m_parser.parse(full)) {
        printError(m_command, m_parser.errorText());
        err() << Cli::tr("Run 'pipewright help %1' for the options it takes.").arg(m_command) << '\n';
        err().flush();
        return ExitUsage;
    }
    if (m_parser.isSet(m_common.help)) {
        out() << helpText();
        out().flush();
        return ExitOk;
    }
    return -1;
}

QString CommandParser::helpText() const
{
    QString text = m_parser.helpText();
    const qsizetype nl = text.indexOf(QLatin1Char('\n'));
    const QString usage = Cli::tr("Usage: %1").arg(QStringLiteral("pipewright ") + m_command + QLatin1Char(' ') + m_usage);
    text = nl < 0 ? QString(usage + QLatin1Char('\n')) : QString(usage + QLatin1Char('\n') + text.mid(nl));
    return text;
}

bool CommandParser::verbose() const
{
    return m_parser.isSet(m_common.verbose);
}

QList<Command> commands()
{
    return {
        {QStringLiteral("validate"), Cli::tr("Check pipeline files and list their problems"), runValidate, validateHelp},
        {QStringLiteral("export"), Cli::tr("Write a pipeline to another file"), runExport, exportHelp},
        {QStringLiteral("graph"), Cli::tr("Print a pipeline's steps, ports and data flow as JSON or DOT"), runGraph,
         graphHelp},
        {QStringLiteral("run"), Cli::tr("Run a pipeline on this machine with live progress"), runRun, runHelp},
        {QStringLiteral("python"), Cli::tr("List the Python interpreters steps can run with, and what each can import"),
         runPython, pythonHelp},
        {QStringLiteral("submit"), Cli::tr("Submit a pipeline to this machine or an Azure ML workspace; print the job id"),
         runSubmit, submitHelp},
        {QStringLiteral("jobs"), Cli::tr("List, show, follow, cancel and rerun jobs (local, or a workspace's with --backend azure)"),
         runJobs, jobsHelp},
        {QStringLiteral("azure"), Cli::tr("Sign in to Azure; list, show, follow and cancel a workspace's jobs"), runAzure,
         azureHelp},
        {QStringLiteral("compute"), Cli::tr("List and show compute targets; create, resize and delete clusters"),
         runCompute, computeHelp},
        {QStringLiteral("quota"), Cli::tr("Show core usage against quota"), runQuota, quotaHelp},
        {QStringLiteral("vm-sizes"), Cli::tr("List the VM sizes of the region"), runVmSizes, vmSizesHelp},
        {QStringLiteral("prices"), Cli::tr("Show and refresh the VM prices of a region (Azure Retail Prices API)"), runPrices,
         pricesHelp},
        {QStringLiteral("instance-type"), Cli::tr("Check Kubernetes instance type files and write them for kubectl"),
         runInstanceType, instanceTypeHelp},
    };
}

void startLogging(bool verbose)
{
    pw::initLogging(QStringLiteral("pipewright"), verbose, verbose);
}

QString displayPath(const QString& absolutePath, const QString& given, const QString& givenAbsolute)
{
    if (absolutePath.isEmpty() || absolutePath == givenAbsolute)
        return given;
    const QString rel = QDir::current().relativeFilePath(absolutePath);
    if (rel.size() < absolutePath.size())
        return rel;
    return absolutePath;
}

namespace {

/// Columns a terminal gives the text: two for East Asian wide and full-width characters, one for the others.
qsizetype terminalWidth(const QString& text)
{
    qsizetype width = 0;
    for (const char32_t c : text.toUcs4()) {
        const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF && c != 0x303F)
            || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F)
            || (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
        width += wide ? 2 : 1;
    }
    return width;
}

} // namespace

void printTable(const QStringList& header, const QList<QStringList>& rows)
{
    QList<qsizetype> width(header.size(), 0);
    for (qsizetype c = 0; c < header.size(); ++c)
        width[c] = terminalWidth(header.at(c));
    for (const QStringList& r : rows)
        for (qsizetype c = 0; c < r.size() && c < width.size(); ++c)
            width[c] = std::max(width[c], terminalWidth(r.at(c)));
    auto line = [&](const QStringList& cells) {
        QString s;
        for (qsizetype c = 0; c < cells.size(); ++c) {
            s += cells.at(c);
            if (c + 1 < cells.size())
                s += QString(width.at(c) - terminalWidth(cells.at(c)) + 2, QLatin1Char(' '));
        }
        while (s.endsWith(QLatin1Char(' ')))
            s.chop(1);
        out() << s << '\n';
    };
    line(header);
    for (const QStringList& r : rows)
        line(r);
}

bool isPipelineText(const QByteArray& text)
{
    return isPipelineYaml(text);
}

QList<InputFile> expandInputs(const QStringList& paths, QStringList* missing)
{
    QList<InputFile> files;
    QSet<QString> seen;
    auto add = [&](const QString& absolute, const QString& display) {
        if (seen.contains(absolute))
            return;
        seen.insert(absolute);
        files.append({absolute, display});
    };
    for (const QString& p : paths) {
        const QFileInfo fi(p);
        if (!fi.exists()) {
            if (missing)
                missing->append(p);
            continue;
        }
        if (!fi.isDir()) {
            add(fi.absoluteFilePath(), p);
            continue;
        }
        QStringList found;
        QDirIterator it(p, {QStringLiteral("*.yml"), QStringLiteral("*.yaml")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            found << it.next();
        found.sort();
        const QDir base(p);
        for (const QString& f : found) {
            QFile file(f);
            if (!file.open(QIODevice::ReadOnly))
                continue;
            if (!isPipelineText(file.readAll()))
                continue;
            QString display = QDir::cleanPath(p + QLatin1Char('/') + base.relativeFilePath(f));
            add(QFileInfo(f).absoluteFilePath(), display);
        }
    }
    return files;
}

QString formatValue(const QString& command, const QString& given, const QStringList& allowed)
{
    const QString format = given.toLower();
    if (allowed.contains(format))
        return format;
    printError(command, Cli::tr("unknown format '%1'; use one of: %2").arg(given, allowed.join(QStringLiteral(", "))));
    return QString();
}

QString onePipelineFile(const QString& command, const QStringList& paths, const QString& missing)
{
    if (paths.size() == 1)
        return paths.first();
    printError(command, paths.isEmpty() ? missing : Cli::tr("give one pipeline file; got %1").arg(paths.size()));
    return QString();
}

int loadDocument(PipelineDocument& doc, const QString& command, const QString& path)
{
    const QFileInfo fi(path);
    if (!fi.exists()) {
        printError(command, Cli::tr("'%1' does not exist").arg(path));
        return ExitUsage;
    }
    if (!doc.load(path)) {
        printError(command, doc.errorString());
        return ExitProblems;
    }
    return -1;
}

} // namespace pw::cli
