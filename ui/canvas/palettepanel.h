// SPDX-License-Identifier: MIT
#pragma once

#include "models/palettemodel.h"

#include <QWidget>

#include <atomic>
#include <memory>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QToolButton;
class QTreeView;

namespace pw {

/// The Components panel: the component YAML files of the open workspace folder, grouped by kind and searchable,
/// plus templates for a new command step and a new parallel step. Drag an entry onto the canvas (or press Enter
/// on it) to add a step. The folder is read on a worker thread.
class PalettePanel : public QWidget {
    Q_OBJECT
public:
    explicit PalettePanel(QWidget* parent = nullptr);
    ~PalettePanel() override;

    /// Look for components under `folder` (empty: none).
    void setFolder(const QString& folder);
    QString folder() const { return m_folder; }
    /// Read the folder again.
    void refresh();
    /// True from setFolder() or refresh() until the folder has been read.
    bool isScanning() const { return m_scanning; }
    /// While held, a scan that setFolder() or refresh() asks for is announced (isScanning(), the status line) but
    /// the folder is read only once the hold is released; the window holds scans until its first frame is painted.
    void holdScans(bool hold);

    /// The panel's widgets are made on first use, or by ensureWidgets() when the dock is first shown: the models,
    /// the scan and entriesFor() work without them.
    void ensureWidgets();
    QTreeView* view() const;
    QLineEdit* searchField() const;
    PaletteModel* model() const { return m_model; }
    QSortFilterProxyModel* filterModel() const;
    /// Component files found by the last scan.
    const QList<PaletteEntry>& entries() const { return m_entries; }

    /// The first entry the search leaves (templates included), or an invalid index.
    QModelIndex firstMatch() const;
    /// Entries (component files) with a port that can take or give `type`: inputs when `wantInput`.
    QList<PaletteEntry> entriesFor(const QString& type, bool wantInput) const;

    /// Scan a folder for component files (thread-safe; stops early when `cancel` turns true).
    static QList<PaletteEntry> scan(const QString& folder, const std::atomic_bool* cancel = nullptr)
    {
        return PaletteModel::scan(folder, cancel);
    }

Q_SIGNALS:
    /// Enter or double-click on an entry: add it to the current canvas.
    void addRequested(const pw::StepTemplate& what);
    /// Escape in the search field: the filter was cleared; the canvas takes the keyboard back.
    void leaveRequested();
    void scanFinished();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void rebuild();
    void updateStatus();
    void activate(const QModelIndex& index);
    void finishScan(quint64 generation, const QList<PaletteEntry>& entries);
    void startScan();

    QString m_folder;
    QList<PaletteEntry> m_entries;
    PaletteModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QLineEdit* m_search = nullptr;
    QToolButton* m_refresh = nullptr;
    QTreeView* m_view = nullptr;
    QLabel* m_status = nullptr;
    quint64 m_generation = 0;
    std::shared_ptr<std::atomic_bool> m_cancel;
    bool m_scanning = false;
    bool m_holdScans = false;
    bool m_scanPending = false; // asked for while scans were held
};

} // namespace pw
