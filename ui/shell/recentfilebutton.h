// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractButton>

namespace pw {

/// A recent file on the welcome page, drawn as a link: the file's name in the link colour, its folder after it in
/// the placeholder colour (shortened in the middle when the room is short), the whole path as its tooltip. A click,
/// or Space or Enter once it has the focus (Tab), opens it. Its size comes from font metrics, not from laying out
/// rich text: the welcome page is in the studio's first frame.
class RecentFileButton : public QAbstractButton
{
    Q_OBJECT
public:
    explicit RecentFileButton(const QString& path, QWidget* parent = nullptr);

    QString path() const { return m_path; }
    QString fileName() const { return m_name; }
    QString folder() const { return m_folder; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void activated(const QString& path);

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void enterEvent(QEnterEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    QString separator() const;

    QString m_path;
    QString m_name;
    QString m_folder;
    bool m_hovered = false;
};

} // namespace pw
