// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractItemModel>
#include <QPainter>
#include <QString>

namespace pw {

/// An item view that says why it is empty ("No problems", "No pipeline open") instead of showing a blank
/// area.
template<typename View>
class PlaceholderView : public View
{
public:
    explicit PlaceholderView(QWidget* parent = nullptr)
        : View(parent)
    {
    }
    void setPlaceholderText(const QString& text)
    {
        m_placeholder = text;
        this->viewport()->update();
    }
    QString placeholderText() const { return m_placeholder; }

protected:
    void paintEvent(QPaintEvent* event) override
    {
        View::paintEvent(event);
        if (m_placeholder.isEmpty() || !this->model() || this->model()->rowCount(this->rootIndex()) > 0)
            return;
        QPainter painter(this->viewport());
        painter.setPen(this->palette().color(QPalette::PlaceholderText));
        const QRect r = this->viewport()->rect().adjusted(12, 12, -12, -12);
        painter.drawText(r, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_placeholder);
    }

private:
    QString m_placeholder;
};

} // namespace pw
