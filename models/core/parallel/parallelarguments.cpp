// SPDX-License-Identifier: MIT
#include "parallelarguments.h"

#include <QList>

namespace pw {

namespace {

    struct Word {
        qsizetype begin = 0;
        qsizetype end = 0;
        QString text; // quotes removed
    };

    QList<Word> splitWords(const QString& text)
    {
        QList<Word> words;
        qsizetype i = 0;
        const qsizetype n = text.size();
        while (i < n) {
            while (i < n && text.at(i).isSpace())
                ++i;
            if (i >= n)
                break;
            Word w;
            w.begin = i;
            QChar quote;
            while (i < n && (!quote.isNull() || !text.at(i).isSpace())) {
                const QChar c = text.at(i);
                if (quote.isNull() && (c == QLatin1Char('"') || c == QLatin1Char('\''))) {
                    quote = c;
                } else if (!quote.isNull() && c == quote) {
                    quote = QChar();
                } else if (c == QLatin1Char('\\') && quote != QLatin1Char('\'') && i + 1 < n) {
                    w.text += text.at(++i);
                } else {
                    w.text += c;
                }
                ++i;
            }
            w.end = i;
            words << w;
        }
        return words;
    }

    /// The full option name that `written` stands for, or an empty string.
    QString optionFor(const QString& written)
    {
        const QStringList& all = parallelRuntimeOptions();
        if (all.contains(written))
            return written;
        QString found;
        for (const QString& full : all) {
            if (full.startsWith(written) && written.size() >= full.size() - 4) {
                if (!found.isEmpty())
                    return QString();
                found = full;
            }
        }
        return found;
    }

    QString quoted(const QString& value)
    {
        bool plain = !value.isEmpty();
        for (const QChar c : value)
            if (c.isSpace() || c == QLatin1Char('"') || c == QLatin1Char('\'') || c == QLatin1Char('\\'))
                plain = false;
        if (plain)
            return value;
        QString v = value;
        v.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
        return QLatin1Char('"') + v + QLatin1Char('"');
    }

} // namespace

const QStringList& parallelRuntimeOptions()
{
    static const QStringList names {
        QStringLiteral("error_threshold"),
        QStringLiteral("allowed_failed_percent"),
        QStringLiteral("task_overhead_timeout"),
        QStringLiteral("progress_update_timeout"),
        QStringLiteral("first_task_creation_timeout"),
        QStringLiteral("resource_monitor_interval"),
        QStringLiteral("copy_logs_to_parent"),
        QStringLiteral("push_metrics_to_parent"),
        QStringLiteral("metrics_name_prefix"),
        QStringLiteral("append_row_dataframe_header"),
        QStringLiteral("profiling_module"),
        QStringLiteral("rank_mini_batch_count"),
    };
    return names;
}

RuntimeOptionMatch findRuntimeOption(const QString& text, const QString& name)
{
    RuntimeOptionMatch match;
    const QList<Word> words = splitWords(text);
    for (qsizetype i = 0; i < words.size(); ++i) {
        const Word& w = words.at(i);
        if (!w.text.startsWith(QLatin1String("--")) || w.text.size() < 3)
            continue;
        QString written = w.text.mid(2);
        const qsizetype eq = written.indexOf(QLatin1Char('='));
        if (eq >= 0)
            written = written.left(eq);
        if (optionFor(written) != name)
            continue;
        RuntimeOptionMatch m;
        m.found = true;
        m.writtenName = written;
        m.begin = w.begin;
        m.end = w.end;
        if (eq >= 0) {
            // the value starts after "--name=" in the text as written (no quotes inside the name)
            m.equalsForm = true;
            m.hasValue = true;
            m.value = w.text.mid(2 + eq + 1);
            m.valueBegin = w.begin + 2 + eq + 1;
            m.valueEnd = w.end;
        } else if (i + 1 < words.size() && !words.at(i + 1).text.startsWith(QLatin1String("--"))) {
            const Word& v = words.at(i + 1);
            m.hasValue = true;
            m.value = v.text;
            m.valueBegin = v.begin;
            m.valueEnd = v.end;
            m.end = v.end;
            ++i;
        }
        match = m; // the last one counts, as with argparse
    }
    return match;
}

QString withRuntimeOption(const QString& text, const QString& name, const QString& value)
{
    const RuntimeOptionMatch m = findRuntimeOption(text, name);
    const QString v = quoted(value);
    if (m.found && m.hasValue)
        return text.left(m.valueBegin) + v + text.mid(m.valueEnd);
    if (m.found)
        return text.left(m.end) + QLatin1Char(' ') + v + text.mid(m.end);
    qsizetype body = text.size();
    while (body > 0 && text.at(body - 1).isSpace())
        --body;
    const QString option = QStringLiteral("--") + name + QLatin1Char(' ') + v;
    if (body == 0)
        return option + text.mid(body);
    const QChar separator = text.left(body).contains(QLatin1Char('\n')) ? QLatin1Char('\n') : QLatin1Char(' ');
    return text.left(body) + separator + option + text.mid(body);
}

QString withoutRuntimeOption(const QString& text, const QString& name)
{
    const RuntimeOptionMatch m = findRuntimeOption(text, name);
    if (!m.found)
        return text;
    qsizetype from = m.begin;
    qsizetype to = m.end;
    if (from > 0) {
        while (from > 0 && text.at(from - 1).isSpace())
            --from;
        if (from == 0) // the first word: the white space after it goes instead
            while (to < text.size() && text.at(to).isSpace())
                ++to;
    } else {
        while (to < text.size() && text.at(to).isSpace())
            ++to;
    }
    const QString out = text.left(from) + text.mid(to);
    return out.trimmed().isEmpty() ? QString() : out;
}

QString changeBlockLines(const QString& blockText, const std::function<QString(const QString&)>& change)
{
    const qsizetype headerEnd = blockText.indexOf(QLatin1Char('\n'));
    if (headerEnd < 0)
        return QString();
    QString body = blockText.mid(headerEnd + 1);
    const bool finalBreak = body.endsWith(QLatin1Char('\n'));
    if (finalBreak)
        body.chop(1);
    const QStringList lines = body.split(QLatin1Char('\n'));
    qsizetype indent = -1;
    for (const QString& line : lines) {
        if (line.trimmed().isEmpty())
            continue;
        qsizetype n = 0;
        while (n < line.size() && line.at(n) == QLatin1Char(' '))
            ++n;
        indent = indent < 0 ? n : std::min(indent, n);
    }
    if (indent <= 0)
        return QString();
    QStringList content;
    for (const QString& line : lines)
        content << (line.trimmed().isEmpty() ? QString() : line.mid(indent));
    const QString changed = change(content.join(QLatin1Char('\n')));
    if (changed.trimmed().isEmpty())
        return QString();
    const QString margin(indent, QLatin1Char(' '));
    QStringList out;
    for (const QString& line : changed.split(QLatin1Char('\n')))
        out << (line.isEmpty() ? line : margin + line);
    // blank lines keep what they had (trailing spaces of an empty line are not content)
    for (qsizetype i = 0; i < out.size() && i < lines.size(); ++i)
        if (out.at(i).isEmpty() && lines.at(i).trimmed().isEmpty() && content.value(i).isEmpty())
            out[i] = lines.at(i);
    return blockText.left(headerEnd + 1) + out.join(QLatin1Char('\n'))
        + (finalBreak ? QStringLiteral("\n") : QString());
}

} // namespace pw
