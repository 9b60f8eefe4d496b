// SPDX-License-Identifier: MIT
#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

class QPalette;

namespace pw {

/// Syntax colouring for Azure ML YAML: keys, scalars, comments, ${{...}} bindings, $[[...]] optional
/// blocks, anchors, tags and block scalars. The block state of a line is the indentation of the line that
/// opened a block scalar (| or >), or -1.
class YamlHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    enum class Token {
        Key,
        String,
        Number,
        Keyword, // true, false, null, ~
        Comment,
        Binding, // ${{ ... }}
        OptionalBlock, // $[[ ... ]]
        Anchor, // &anchor, *alias
        Tag, // !tag, %directive
        Indicator, // | > and their modifiers
        Punctuation, // : - , [ ] { }
        DocumentMarker, // --- ...
        BlockText, // content of a block scalar
        Count
    };

    explicit YamlHighlighter(QTextDocument* parent = nullptr);

    /// Colours for a dark background (true) or a light one.
    void setDarkTheme(bool dark);
    bool isDarkTheme() const { return m_dark; }
    /// True when the palette's base colour is dark.
    static bool isDark(const QPalette& palette);

    QTextCharFormat tokenFormat(Token t) const { return m_formats[int(t)]; }
    /// Token at a column of a line (after highlighting), for tests and tooltips.
    Token tokenAt(const QTextBlock& block, int column) const;

protected:
    void highlightBlock(const QString& text) override;

private:
    void buildFormats();
    void apply(int start, int length, Token t);
    void scanValue(const QString& text, int i, int indent);
    void highlightExpressions(const QString& text, int from, int to);

    QTextCharFormat m_formats[int(Token::Count)];
    bool m_dark = false;
};

} // namespace pw
