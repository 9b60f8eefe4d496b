// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"
#include "computechoice.h"

#include <QDialog>
#include <QPointer>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QStackedWidget;

namespace pw {

class Backend;
class ClusterPage;
class ComputePage;
class FindingsList;
class PipelineDocument;

/// The compute picker, for the pipeline's default compute or one step: serverless (VM size, count, tier,
/// identity), a cluster (choose, create, resize, delete), a Kubernetes compute with an instance type, this
/// machine, or (for a step) the pipeline's default. What is chosen is checked at once against the backend's
/// snapshot (quota, sizes, retirement, approval, node counts) and shown as the YAML it writes; OK writes it
/// through the document as one undo step.
class ComputePickerDialog : public QDialog
{
    Q_OBJECT
public:
    /// `step` empty: the pipeline's default compute.
    ComputePickerDialog(PipelineDocument* document, const QString& step, Backend* backend, QWidget* parent = nullptr);

    /// Show a snapshot (what the backend's answer does); sizes are completed with the common ones when it has none.
    void setSnapshot(const ComputeSnapshot& snapshot);
    /// Take a new snapshot from the backend.
    void reload();
    bool isLoading() const { return m_loading; }

    void selectKind(ComputeChoice::Kind kind);
    ComputeChoice::Kind currentKind() const;
    ComputePage* page(ComputeChoice::Kind kind) const;
    ComputeChoice choice() const;
    FindingsList* findings() const { return m_findings; }
    QString previewText() const;
    /// The cost line under the findings ("Cost: 2 × Standard_DS3_v2 at …"), empty when the choice costs nothing.
    QString costText() const;
    /// How long the step ran the last time this pipeline completed on the backend (empty: not known yet).
    std::optional<qint64> earlierDurationMs() const { return m_earlierDurationMs; }
    /// Write the choice (what OK does); false with the reason when the document refuses it.
    bool apply(QString* error = nullptr);

Q_SIGNALS:
    void snapshotLoaded();
    /// The step's duration from an earlier run was looked up (found or not).
    void historyLoaded();

protected:
    void done(int result) override;

private:
    void addPage(ComputePage* page, const QString& icon, const QString& label);
    void update();
    void showSource();
    void loadHistory();

    PipelineDocument* m_document = nullptr;
    QString m_step;
    QPointer<Backend> m_backend;
    ComputeSnapshot m_snapshot;
    ComputeSnapshot m_backendSnapshot; // as the backend gave it, before the price list's prices
    bool m_commonSizes = false;
    std::optional<qint64> m_earlierDurationMs;
    bool m_loading = false;
    bool m_defaultIsServerless = true;
    QListWidget* m_kinds = nullptr;
    QStackedWidget* m_pages = nullptr;
    QList<ComputePage*> m_pageList;
    QLabel* m_source = nullptr;
    FindingsList* m_findings = nullptr;
    QLabel* m_cost = nullptr;
    QPlainTextEdit* m_preview = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace pw
