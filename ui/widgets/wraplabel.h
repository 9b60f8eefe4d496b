// SPDX-License-Identifier: MIT
#pragma once

#include <QEvent>
#include <QHash>
#include <QLabel>

namespace pw {

/// A word-wrapped label that remembers its height for each width it was asked about. QLabel lays its text out again
/// for every heightForWidth() call, and a layout asks many times while a window first settles (the welcome page's
/// and the Properties panel's texts are in the studio's first frame). The memory is dropped when the text, the font,
/// the style or the margins change.
class WrapLabel : public QLabel
{
public:
    explicit WrapLabel(QWidget* parent = nullptr)
        : QLabel(parent)
    {
        setWordWrap(true);
    }
    explicit WrapLabel(const QString& text, QWidget* parent = nullptr)
        : WrapLabel(parent)
    {
        setText(text);
    }

    int heightForWidth(int width) const override
    {
        const QMargins margins = contentsMargins();
        if (text() != m_text || margins != m_margins || indent() != m_indent) {
            m_heights.clear();
            m_text = text();
            m_margins = margins;
            m_indent = indent();
        }
        auto it = m_heights.constFind(width);
        if (it == m_heights.constEnd())
            it = m_heights.insert(width, QLabel::heightForWidth(width));
        return *it;
    }

protected:
    void changeEvent(QEvent* event) override
    {
        if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
            m_heights.clear();
        QLabel::changeEvent(event);
    }

private:
    mutable QHash<int, int> m_heights;
    mutable QString m_text;
    mutable QMargins m_margins;
    mutable int m_indent = -1;
};

} // namespace pw
