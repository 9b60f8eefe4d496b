// SPDX-License-Identifier: MIT
#include "yamlhighlighter.h"

#include <QPalette>
#include <QRegularExpression>
#include <QTextDocument>
#include <QTextLayout>

namespace pw {

namespace {

bool isSpace(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t');
}

bool isFlowIndicator(QChar c)
{
    return c == QLatin1Char(',') || c == QLatin1Char('[') || c == QLatin1Char(']') || c == QLatin1Char('{')
        || c == QLatin1Char('}');
}

// end (exclusive) of a quoted scalar starting at i; the line end if it is not closed on this line
int quotedEnd(const QString& text, int i)
{
    const QChar q = text[i];
    const int n = int(text.size());
    int j = i + 1;
    while (j < n) {
        if (q == QLatin1Char('"') && text[j] == QLatin1Char('\\')) {
            j += 2;
            continue;
        }
        if (text[j] == q) {
            if (q == QLatin1Char('\'') && j + 1 < n && text[j + 1] == QLatin1Char('\'')) {
                j += 2;
                continue;
            }
            return j + 1;
        }
        ++j;
    }
    return n;
}

// end of an expression opened by `open` at i (e.g. "${{" ... "}}"), or -1 if not one
int expressionEnd(const QString& text, int i, QLatin1String open, QLatin1String close)
{
    if (QStringView(text).mid(i).startsWith(open)) {
        const int e = int(text.indexOf(close, i + open.size()));
        return e < 0 ? int(text.size()) : e + int(close.size());
    }
    return -1;
}

// end of a plain scalar starting at i
int plainEnd(const QString& text, int i, bool inFlow)
{
    const int n = int(text.size());
    int j = i;
    while (j < n) {
        const int expr = expressionEnd(text, j, QLatin1String("${{"), QLatin1String("}}"));
        if (expr > 0) {
            j = expr;
            continue;
        }
        const QChar c = text[j];
        if (c == QLatin1Char('#') && j > i && isSpace(text[j - 1]))
            break;
        if (inFlow && isFlowIndicator(c))
            break;
        if (inFlow && c == QLatin1Char(':') && (j + 1 == n || isSpace(text[j + 1]) || isFlowIndicator(text[j + 1])))
            break;
        ++j;
    }
    while (j > i && isSpace(text[j - 1]))
        --j;
    return j;
}

// end of an anchor, alias or tag token
int tokenEnd(const QString& text, int i, bool inFlow)
{
    const int n = int(text.size());
    int j = i + 1;
    while (j < n && !isSpace(text[j]) && !(inFlow && isFlowIndicator(text[j])))
        ++j;
    return j;
}

bool isNumber(QStringView s)
{
    static const QRegularExpression re(QStringLiteral(
        R"(^(?:[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|0x[0-9a-fA-F]+|0o[0-7]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$)"));
    return re.match(s).hasMatch();
}

bool isKeyword(QStringView s)
{
    static const QStringList words{QStringLiteral("true"), QStringLiteral("True"), QStringLiteral("TRUE"),
                                   QStringLiteral("false"), QStringLiteral("False"), QStringLiteral("FALSE"),
                                   QStringLiteral("null"), QStringLiteral("Null"), QStringLiteral("NULL"),
                                   QStringLiteral("~")};
    for (const QString& w : words)
        if (s == w)
            return true;
    return false;
}

} // namespace

YamlHighlighter::YamlHighlighter(QTextDocument* parent)
    : QSyntaxHighlighter(parent)
{
    buildFormats();
}

bool YamlHighlighter::isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

void YamlHighlighter::setDarkTheme(bool dark)
{
    if (m_dark == dark)
        return;
    m_dark = dark;
    buildFormats();
    rehighlight();
}

void YamlHighlighter::buildFormats()
{
    struct Style
    {
        const char* light;
        const char* dark;
        bool bold = false;
        bool italic = false;
        const char* lightBackground = nullptr;
        const char* darkBackground = nullptr;
    };
    static const Style styles[int(Token::Count)] = {
        {"#0b4f9c", "#9cdcfe"}, // Key
        {"#a31515", "#ce9178"}, // String
        {"#098658", "#b5cea8"}, // Number
        {"#0033b3", "#569cd6", true}, // Keyword
        {"#6a737d", "#6a9955", false, true}, // Comment
        {"#8b00b5", "#d7a3f0", true, false, "#f4e8fb", "#3a2d42"}, // Binding
        {"#7a5a00", "#dcdcaa", false, false, "#fbf5e0", "#3a3626"}, // OptionalBlock
        {"#167d8c", "#4ec9b0"}, // Anchor
        {"#167d8c", "#4ec9b0", false, true}, // Tag
        {"#c05500", "#d7ba7d", true}, // Indicator
        {"#6a737d", "#9da5b4"}, // Punctuation
        {"#800000", "#d16969", true}, // DocumentMarker
        {"#6d3a12", "#d4b28c"}, // BlockText
    };
    for (int i = 0; i < int(Token::Count); ++i) {
        const Style& s = styles[i];
        QTextCharFormat f;
        f.setForeground(QColor(QLatin1String(m_dark ? s.dark : s.light)));
        if (s.bold)
            f.setFontWeight(QFont::DemiBold);
        if (s.italic)
            f.setFontItalic(true);
        const char* bg = m_dark ? s.darkBackground : s.lightBackground;
        if (bg)
            f.setBackground(QColor(QLatin1String(bg)));
        m_formats[i] = f;
    }
}

void YamlHighlighter::apply(int start, int length, Token t)
{
    if (length > 0)
        setFormat(start, length, m_formats[int(t)]);
}

YamlHighlighter::Token YamlHighlighter::tokenAt(const QTextBlock& block, int column) const
{
    if (!block.isValid() || !block.layout())
        return Token::Count;
    const auto ranges = block.layout()->formats();
    // later ranges (expressions) are painted over earlier ones
    for (auto it = ranges.crbegin(); it != ranges.crend(); ++it) {
        if (column < it->start || column >= it->start + it->length)
            continue;
        for (int t = 0; t < int(Token::Count); ++t)
            if (it->format == m_formats[t])
                return Token(t);
    }
    return Token::Count;
}

void YamlHighlighter::highlightBlock(const QString& text)
{
    const int n = int(text.size());
    int indent = 0;
    while (indent < n && text[indent] == QLatin1Char(' '))
        ++indent;
    const int previous = previousBlockState();
    setCurrentBlockState(-1);

    // lines of a block scalar: blank ones, and those indented deeper than the line that opened it
    if (previous >= 0 && (indent == n || indent > previous)) {
        apply(0, n, Token::BlockText);
        highlightExpressions(text, 0, n);
        setCurrentBlockState(previous);
        return;
    }
    if (n == 0)
        return;
    if (text.startsWith(QLatin1Char('%'))) {
        apply(0, n, Token::Tag);
        return;
    }
    int i = indent;
    if (indent == 0 && (text.startsWith(QLatin1String("---")) || text.startsWith(QLatin1String("...")))
        && (n == 3 || isSpace(text[3]))) {
        apply(0, 3, Token::DocumentMarker);
        i = 3;
    }
    // sequence entries, possibly nested on one line ("- - a")
    while (i < n) {
        while (i < n && isSpace(text[i]))
            ++i;
        if (i < n && text[i] == QLatin1Char('-') && (i + 1 == n || isSpace(text[i + 1]))) {
            apply(i, 1, Token::Punctuation);
            ++i;
            continue;
        }
        break;
    }
    if (i >= n)
        return;

    // a key: plain or quoted text followed by ':' and a space or the line end
    int keyEnd = -1;
    const QChar c = text[i];
    if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
        int e = quotedEnd(text, i);
        int k = e;
        while (k < n && isSpace(text[k]))
            ++k;
        if (k < n && text[k] == QLatin1Char(':') && (k + 1 == n || isSpace(text[k + 1]))) {
            apply(i, e - i, Token::Key);
            keyEnd = k;
        }
    } else if (!QStringLiteral("[{&*!|>%@`#?").contains(c) && expressionEnd(text, i, QLatin1String("${{"), QLatin1String("}}")) < 0) {
        for (int j = i; j < n; ++j) {
            const QChar ch = text[j];
            if (ch == QLatin1Char('#') && j > i && isSpace(text[j - 1]))
                break;
            if (ch == QLatin1Char(':') && (j + 1 == n || isSpace(text[j + 1]))) {
                int e = j;
                while (e > i && isSpace(text[e - 1]))
                    --e;
                apply(i, e - i, Token::Key);
                keyEnd = j;
                break;
            }
        }
    }
    if (keyEnd >= 0) {
        apply(keyEnd, 1, Token::Punctuation);
        i = keyEnd + 1;
    }
    scanValue(text, i, indent);
}

void YamlHighlighter::scanValue(const QString& text, int i, int indent)
{
    const int n = int(text.size());
    int flow = 0;
    while (i < n) {
        const QChar c = text[i];
        if (isSpace(c)) {
            ++i;
            continue;
        }
        if (c == QLatin1Char('#') && (i == 0 || isSpace(text[i - 1]))) {
            apply(i, n - i, Token::Comment);
            return;
        }
        if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            const int e = quotedEnd(text, i);
            int k = e;
            while (k < n && isSpace(text[k]))
                ++k;
            const bool isKey = flow > 0 && k < n && text[k] == QLatin1Char(':');
            apply(i, e - i, isKey ? Token::Key : Token::String);
            highlightExpressions(text, i, e);
            i = e;
            continue;
        }
        if (c == QLatin1Char('&') || c == QLatin1Char('*')) {
            const int e = tokenEnd(text, i, flow > 0);
            apply(i, e - i, Token::Anchor);
            i = e;
            continue;
        }
        if (c == QLatin1Char('!')) {
            const int e = tokenEnd(text, i, flow > 0);
            apply(i, e - i, Token::Tag);
            i = e;
            continue;
        }
        if ((c == QLatin1Char('|') || c == QLatin1Char('>')) && flow == 0) {
            int e = i + 1;
            while (e < n && (text[e] == QLatin1Char('-') || text[e] == QLatin1Char('+') || text[e].isDigit()))
                ++e;
            int k = e;
            while (k < n && isSpace(text[k]))
                ++k;
            if (k == n || text[k] == QLatin1Char('#')) {
                apply(i, e - i, Token::Indicator);
                setCurrentBlockState(indent);
                i = e;
                continue;
            }
        }
        if (c == QLatin1Char('[') || c == QLatin1Char('{')) {
            ++flow;
            apply(i++, 1, Token::Punctuation);
            continue;
        }
        if (c == QLatin1Char(']') || c == QLatin1Char('}')) {
            flow = qMax(0, flow - 1);
            apply(i++, 1, Token::Punctuation);
            continue;
        }
        if (flow > 0 && (c == QLatin1Char(',') || c == QLatin1Char(':'))) {
            apply(i++, 1, Token::Punctuation);
            continue;
        }
        const int e = plainEnd(text, i, flow > 0);
        if (e <= i) {
            ++i;
            continue;
        }
        const QStringView token = QStringView(text).mid(i, e - i);
        if (flow > 0 && e < n && text[e] == QLatin1Char(':')) {
            apply(i, e - i, Token::Key);
        } else if (isNumber(token)) {
            apply(i, e - i, Token::Number);
        } else if (isKeyword(token)) {
            apply(i, e - i, Token::Keyword);
        }
        highlightExpressions(text, i, e);
        i = e;
    }
}

void YamlHighlighter::highlightExpressions(const QString& text, int from, int to)
{
    for (int i = int(text.indexOf(QLatin1String("$[["), from)); i >= 0 && i < to;
         i = int(text.indexOf(QLatin1String("$[["), i + 1))) {
        const int e = expressionEnd(text, i, QLatin1String("$[["), QLatin1String("]]"));
        apply(i, qMin(e, to) - i, Token::OptionalBlock);
    }
    for (int i = int(text.indexOf(QLatin1String("${{"), from)); i >= 0 && i < to;
         i = int(text.indexOf(QLatin1String("${{"), i + 1))) {
        const int e = expressionEnd(text, i, QLatin1String("${{"), QLatin1String("}}"));
        apply(i, qMin(e, to) - i, Token::Binding);
    }
}

} // namespace pw
