// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace pw {

class FindingsList;

/// The Kubernetes instance type editor: the instance types of a file (`InstanceType` or `InstanceTypeList` of
/// amlarc.azureml.com/v1alpha1) in a list, one at a time in a form (name, node selector, CPU and memory requests
/// and limits, GPUs), checked as you type with the same rules as `pipewright instance-type validate`, and the
/// YAML for `kubectl apply -f` beside it. Opens a file and saves (atomically) where the user says.
class InstanceTypeEditor : public QDialog
{
    Q_OBJECT
public:
    explicit InstanceTypeEditor(QWidget* parent = nullptr);

    void setTypes(const QList<InstanceTypeSpec>& types);
    QList<InstanceTypeSpec> types() const { return m_types; }
    /// Read a file; its problems are shown. False when nothing could be read.
    bool openFile(const QString& path);
    bool saveFile(const QString& path, QString* error = nullptr);
    QString yaml() const;
    FindingsList* findings() const { return m_findings; }
    int currentIndex() const { return m_current; }
    void selectType(int index);

private:
    void addType();
    void removeType();
    void showType(int index);
    void readForm();
    void check();
    void refreshList();

    QList<InstanceTypeSpec> m_types;
    int m_current = -1;
    bool m_loading = false;
    QString m_path;
    QListWidget* m_list = nullptr;
    QLineEdit* m_name = nullptr;
    QTableWidget* m_selector = nullptr;
    QLineEdit* m_requestsCpu = nullptr;
    QLineEdit* m_requestsMemory = nullptr;
    QLineEdit* m_limitsCpu = nullptr;
    QLineEdit* m_limitsMemory = nullptr;
    QLineEdit* m_limitsGpu = nullptr;
    QPushButton* m_remove = nullptr;
    FindingsList* m_findings = nullptr;
    QPlainTextEdit* m_preview = nullptr;
    QLabel* m_fileLabel = nullptr;
};

} // namespace pw
