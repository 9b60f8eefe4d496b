// SPDX-License-Identifier: MIT
#include "commandline.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace pw {

namespace {

const QRegularExpression& placeholderRe()
{
    static const QRegularExpression re(QStringLiteral(R"(\$\{\{\s*(inputs|outputs)\.([A-Za-z0-9_.-]+)\s*\}\})"));
    return re;
}

bool bareSafe(const QString& v)
{
    if (v.isEmpty())
        return false;
    for (const QChar c : v) {
        const ushort u = c.unicode();
        const bool ok = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '_'
                        || u == '.' || u == '/' || u == ':' || u == ',' || u == '+' || u == '@' || u == '%'
                        || u == '-' || u == '=';
        if (!ok)
            return false;
    }
    return true;
}

/// Drop or unwrap $[[ ... ]] blocks.
QString applyOptionalBlocks(const QString& command, const CommandValues& values)
{
    QString out;
    qsizetype i = 0;
    while (i < command.size()) {
        const qsizetype open = command.indexOf(QLatin1String("$[["), i);
        if (open < 0) {
            out += command.mid(i);
            break;
        }
        const qsizetype close = command.indexOf(QLatin1String("]]"), open + 3);
        if (close < 0) {
            out += command.mid(i);
            break;
        }
        out += command.mid(i, open - i);
        const QString inner = command.mid(open + 3, close - open - 3);
        bool keep = true;
        auto it = placeholderRe().globalMatch(inner);
        while (it.hasNext()) {
            const auto m = it.next();
            if (m.captured(1) == QLatin1String("inputs") && !values.inputs.contains(m.captured(2)))
                keep = false;
        }
        if (keep)
            out += inner;
        i = close + 2;
    }
    return out;
}

/// A placeholder at `i` (which starts "${{"): its length and value. Returns 0 when there is none at `i`,
/// -1 when it names an input or output without a value (`missing` then holds "inputs.x").
qsizetype placeholderAt(const QString& text, qsizetype i, const CommandValues& values, QString* value, QString* missing)
{
    const auto m = placeholderRe().match(text, i, QRegularExpression::NormalMatch,
                                         QRegularExpression::AnchorAtOffsetMatchOption);
    if (!m.hasMatch())
        return 0;
    const auto& map = m.captured(1) == QLatin1String("inputs") ? values.inputs : values.outputs;
    auto it = map.constFind(m.captured(2));
    if (it == map.constEnd()) {
        *missing = m.captured(1) + QLatin1Char('.') + m.captured(2);
        return -1;
    }
    *value = *it;
    return m.capturedLength(0);
}

} // namespace

QString shellQuote(const QString& value, ShellContext context)
{
    switch (context) {
    case ShellContext::Bare:
        if (bareSafe(value))
            return value;
        return QLatin1Char('\'') + QString(value).replace(QLatin1Char('\''), QLatin1String("'\\''")) + QLatin1Char('\'');
    case ShellContext::SingleQuoted:
        return QString(value).replace(QLatin1Char('\''), QLatin1String("'\\''"));
    case ShellContext::DoubleQuoted: {
        QString out;
        out.reserve(value.size());
        for (const QChar c : value) {
            if (c == QLatin1Char('\\') || c == QLatin1Char('"') || c == QLatin1Char('$') || c == QLatin1Char('`'))
                out += QLatin1Char('\\');
            out += c;
        }
        return out;
    }
    }
    return value;
}

QString renderCommand(const QString& command, const CommandValues& values, QString* error)
{
    const QString text = applyOptionalBlocks(command, values);
    QString out;
    out.reserve(text.size() + 64);
    ShellContext ctx = ShellContext::Bare;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('$') && text.mid(i, 3) == QLatin1String("${{")) {
            QString value;
            QString missing;
            const qsizetype len = placeholderAt(text, i, values, &value, &missing);
            if (len < 0) {
                if (error)
                    *error = missing.startsWith(QLatin1String("inputs."))
                                 // an unset optional input outside $[[ ]]: Azure ML refuses this; say which
                                 ? QCoreApplication::translate("pw::CommandLine",
                                                               "the command uses ${{inputs.%1}}, which has no value "
                                                               "(put optional inputs inside $[[ ... ]])")
                                       .arg(missing.mid(7))
                                 : QCoreApplication::translate("pw::CommandLine",
                                                               "the command uses ${{outputs.%1}}, which the step does not declare")
                                       .arg(missing.mid(8));
                return QString();
            }
            if (len > 0) {
                out += shellQuote(value, ctx);
                i += len;
                continue;
            }
        }
        out += c;
        switch (ctx) {
        case ShellContext::Bare:
            if (c == QLatin1Char('\\') && i + 1 < n) {
                out += text.at(i + 1);
                i += 2;
                continue;
            }
            if (c == QLatin1Char('\''))
                ctx = ShellContext::SingleQuoted;
            else if (c == QLatin1Char('"'))
                ctx = ShellContext::DoubleQuoted;
            break;
        case ShellContext::SingleQuoted:
            if (c == QLatin1Char('\''))
                ctx = ShellContext::Bare;
            break;
        case ShellContext::DoubleQuoted:
            if (c == QLatin1Char('\\') && i + 1 < n) {
                out += text.at(i + 1);
                i += 2;
                continue;
            }
            if (c == QLatin1Char('"'))
                ctx = ShellContext::Bare;
            break;
        }
        ++i;
    }
    return out;
}

QStringList renderArguments(const QString& arguments, const CommandValues& values, QString* error)
{
    const QString text = applyOptionalBlocks(arguments, values);
    QStringList args;
    QString cur;
    bool inWord = false;
    ShellContext ctx = ShellContext::Bare;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('$') && text.mid(i, 3) == QLatin1String("${{")) {
            QString value;
            QString missing;
            const qsizetype len = placeholderAt(text, i, values, &value, &missing);
            if (len < 0) {
                if (error)
                    *error = QCoreApplication::translate("pw::CommandLine", "program_arguments use ${{%1}}, which has no value")
                                 .arg(missing);
                return {};
            }
            if (len > 0) {
                cur += value;
                inWord = true;
                i += len;
                continue;
            }
        }
        if (ctx == ShellContext::Bare) {
            if (c.isSpace()) {
                if (inWord)
                    args << cur;
                cur.clear();
                inWord = false;
            } else if (c == QLatin1Char('\'')) {
                ctx = ShellContext::SingleQuoted;
                inWord = true;
            } else if (c == QLatin1Char('"')) {
                ctx = ShellContext::DoubleQuoted;
                inWord = true;
            } else if (c == QLatin1Char('\\') && i + 1 < n) {
                cur += text.at(++i);
                inWord = true;
            } else {
                cur += c;
                inWord = true;
            }
        } else if (ctx == ShellContext::SingleQuoted) {
            if (c == QLatin1Char('\''))
                ctx = ShellContext::Bare;
            else
                cur += c;
        } else {
            if (c == QLatin1Char('"'))
                ctx = ShellContext::Bare;
            else if (c == QLatin1Char('\\') && i + 1 < n
                     && QStringLiteral("\\\"$`").contains(text.at(i + 1)))
                cur += text.at(++i);
            else
                cur += c;
        }
        ++i;
    }
    if (inWord)
        args << cur;
    return args;
}

} // namespace pw
