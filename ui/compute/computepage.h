// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"
#include "computechoice.h"
#include "quota.h"

#include <QList>
#include <QWidget>

namespace pw {

/// One kind of compute in the picker (serverless, cluster, Kubernetes, this machine, the pipeline default): shows
/// the snapshot's targets or sizes for that kind, reads and writes its part of a ComputeChoice and tells the
/// pre-flight findings of what is chosen now.
class ComputePage : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;
    virtual ComputeChoice::Kind kind() const = 0;
    /// The snapshot to choose from (sizes already completed with the common ones when the backend has none).
    virtual void setSnapshot(const ComputeSnapshot& snapshot) = 0;
    /// Show a choice of this page's kind.
    virtual void load(const ComputeChoice& choice) = 0;
    /// The page's part of the choice; `kind` is set by the dialog.
    virtual void fill(ComputeChoice& choice) const = 0;
    /// What pre-flight says of the choice now (empty: nothing to say); `complete` false when something is missing.
    virtual QList<PreflightFinding> findings(const ComputeSnapshot& snapshot, bool* complete) const = 0;

Q_SIGNALS:
    void changed();
};

/// A finding that is not a quota rule: plain information for the fit panel.
PreflightFinding infoFinding(const QString& message, Severity severity = Severity::Info);

} // namespace pw
