// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"
#include "computechoice.h"

#include <QDialog>
#include <QPointer>

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
    /// Write the choice (what OK does); false with the reason when the document refuses it.
    bool apply(QString* error = nullptr);

Q_SIGNALS:
    void snapshotLoaded();

protected:
    void done(int result) override;

private:
    void addPage(ComputePage* page, const QString& icon, const QString& label);
    void update();

    PipelineDocument* m_document = nullptr;
    QString m_step;
    QPointer<Backend> m_backend;
    ComputeSnapshot m_snapshot;
    bool m_loading = false;
    bool m_defaultIsServerless = true;
    QListWidget* m_kinds = nullptr;
    QStackedWidget* m_pages = nullptr;
    QList<ComputePage*> m_pageList;
    QLabel* m_source = nullptr;
    FindingsList* m_findings = nullptr;
    QPlainTextEdit* m_preview = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace pw
