// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QListView;
class QSortFilterProxyModel;
class QStandardItemModel;

namespace pw {

class PipelineDocument;

/// Pipeline ▸ Go to Step…: type part of a step's name (or of its component's), pick it with the arrows, and the
/// canvas shows and selects it. For pipelines of hundreds of steps, where scrolling to one is slow.
class GoToStepDialog : public QDialog {
    Q_OBJECT
public:
    explicit GoToStepDialog(const PipelineDocument& document, QWidget* parent = nullptr);

    /// The step chosen (empty until one is).
    QString stepName() const;
    /// Narrow the list as if typed.
    void setFilter(const QString& text);
    /// Steps listed now.
    int visibleCount() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateCount();
    QLineEdit* m_filter;
    QListView* m_list;
    QLabel* m_count;
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_proxy;
};

} // namespace pw
