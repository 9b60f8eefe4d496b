// SPDX-License-Identifier: MIT
#include "steppython.h"

#include "jobrun.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace pw {

namespace {

struct ShellWord
{
    QString text;
    bool separator = false; // ; & | && || newline ( ): a simple command ends here
};

/// The words of a shell command line, split at unquoted blanks, quotes removed, with the separators between simple
/// commands as words of their own. Enough to find the program each simple command starts; expansions are left
/// as written.
QList<ShellWord> shellWords(const QString& command)
{
    QList<ShellWord> words;
    QString current;
    bool inWord = false;
    auto endWord = [&] {
        if (inWord)
            words.append({current, false});
        current.clear();
        inWord = false;
    };
    for (qsizetype i = 0; i < command.size(); ++i) {
        const QChar c = command.at(i);
        if (c == QLatin1Char('\'')) {
            const qsizetype close = command.indexOf(QLatin1Char('\''), i + 1);
            const qsizetype end = close < 0 ? command.size() : close;
            current += command.mid(i + 1, end - i - 1);
            inWord = true;
            i = end;
        } else if (c == QLatin1Char('"')) {
            inWord = true;
            for (++i; i < command.size() && command.at(i) != QLatin1Char('"'); ++i) {
                if (command.at(i) == QLatin1Char('\\') && i + 1 < command.size())
                    ++i;
                current += command.at(i);
            }
        } else if (c == QLatin1Char('\\') && i + 1 < command.size()) {
            if (command.at(i + 1) != QLatin1Char('\n')) { // a continued line is a blank
                current += command.at(i + 1);
                inWord = true;
            }
            ++i;
        } else if (c == QLatin1Char(';') || c == QLatin1Char('&') || c == QLatin1Char('|') || c == QLatin1Char('\n')
                   || c == QLatin1Char('(') || c == QLatin1Char(')')) {
            endWord();
            if (words.isEmpty() || !words.constLast().separator)
                words.append({QString(c), true});
        } else if (c.isSpace()) {
            endWord();
        } else {
            current += c;
            inWord = true;
        }
    }
    endWord();
    return words;
}

QString absoluteIn(const QString& folder, const QString& path)
{
    if (path == QLatin1String("~") || path.startsWith(QLatin1String("~/")))
        return QDir::cleanPath(QDir::homePath() + path.mid(1));
    return QDir::cleanPath(QDir(folder).absoluteFilePath(path));
}

} // namespace

QString missingPythonModule(const QString& logText)
{
    static const QRegularExpression notFound(
        QStringLiteral(R"((?:ModuleNotFoundError|ImportError): No module named '?([\w.]+)'?)"));
    static const QRegularExpression cannotImport(
        QStringLiteral(R"(ImportError: cannot import name '?([\w.]+)'? from '?([\w.]+)'?)"));
    static const QRegularExpression otherImport(QStringLiteral(R"(ImportError: [^\n]*?'([\w.]+)')"));
    // the last one in the log is the one that ended the step
    QString module;
    qsizetype at = -1;
    auto consider = [&](const QRegularExpression& re, int group) {
        QRegularExpressionMatchIterator it = re.globalMatch(logText);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            if (m.capturedStart() > at) {
                at = m.capturedStart();
                module = m.captured(group);
            }
        }
    };
    consider(notFound, 1);
    consider(cannotImport, 2);
    if (module.isEmpty())
        consider(otherImport, 1);
    return module;
}

QString pythonNamedByPath(const QString& command, const QString& workingFolder)
{
    static const QRegularExpression assignment(QStringLiteral(R"(^[A-Za-z_][A-Za-z0-9_]*=)"));
    static const QRegularExpression python(QStringLiteral(R"(^python(\d+(\.\d+)*)?$)"));
    static const QStringList prefixes {QStringLiteral("env"), QStringLiteral("exec"), QStringLiteral("nohup"),
                                       QStringLiteral("time"), QStringLiteral("command")};
    const QList<ShellWord> words = shellWords(command);
    QString folder = workingFolder;
    qsizetype i = 0;
    while (i < words.size()) {
        // the program of this simple command, after assignments and the programs that start another one
        bool envOptions = false;
        while (i < words.size() && !words[i].separator) {
            const QString& w = words[i].text;
            if (envOptions && (w == QLatin1String("-u") || w == QLatin1String("-C")) && i + 1 < words.size()
                && !words[i + 1].separator) {
                if (w == QLatin1String("-C")) // env -C DIR runs the program there
                    folder = absoluteIn(folder, words[i + 1].text);
                i += 2;
                continue;
            }
            if (!(assignment.match(w).hasMatch() || prefixes.contains(w) || (envOptions && w.startsWith(QLatin1Char('-')))))
                break;
            envOptions = w == QLatin1String("env") || (envOptions && w.startsWith(QLatin1Char('-')))
                         || (envOptions && assignment.match(w).hasMatch());
            ++i;
        }
        if (i < words.size() && !words[i].separator) {
            const QString program = words[i].text;
            if (program == QLatin1String("cd") && i + 1 < words.size() && !words[i + 1].separator)
                folder = absoluteIn(folder, words[i + 1].text);
            else if (python.match(QFileInfo(program).fileName()).hasMatch())
                return program.contains(QLatin1Char('/')) ? absoluteIn(folder, program) : QString();
        }
        // on to the next simple command
        while (i < words.size() && !words[i].separator)
            ++i;
        ++i;
    }
    return QString();
}

QString stepWorkingFolder(const StepRun& step)
{
    const QString code = QDir(step.folder).filePath(QStringLiteral("code"));
    return QFileInfo(code).isDir() ? code : step.folder;
}

QString stepPythonInterpreter(const StepRun& step, const QString& chosen, bool* byPath)
{
    const QString named
        = step.kind == QLatin1String("command") ? pythonNamedByPath(step.command, stepWorkingFolder(step)) : QString();
    if (byPath)
        *byPath = !named.isEmpty();
    return named.isEmpty() ? chosen : named;
}

} // namespace pw
