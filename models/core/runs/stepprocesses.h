// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

/// The processes of a distributed step (PyTorch, TensorFlow, MPI) as its runner records them in the step's folder,
/// `system_logs/processes.json`: written when they start and again when the step ends, read by `jobs show` and the
/// studio's run view.
namespace pw {

struct StepProcess
{
    int index = 0; // N of user_logs/std_log_process_N.txt
    QString role; // "node 1, rank 3 (local rank 1)", "worker 0", "parameter server 0"
    QString log; // relative to the step's folder
    qint64 pid = 0;
    bool ended = false;
    int exitCode = -1; // when it ended by itself
    int signal = 0; // the signal that ended it, 0 when none
};

/// <folder>/system_logs/processes.json
QString stepProcessesFile(const QString& stepFolder);
/// The processes recorded for a step; empty for a step that is not distributed (or a file that cannot be read).
QList<StepProcess> readStepProcesses(const QString& stepFolder);
/// Write the record atomically; false with a message naming the file.
bool writeStepProcesses(const QString& stepFolder, const QList<StepProcess>& processes, QString* error);

} // namespace pw
