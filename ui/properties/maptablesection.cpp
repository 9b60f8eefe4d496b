// SPDX-License-Identifier: MIT
// The Environment variables and Tags sections of the Properties panel.

#include "propertiespanel.h"

#include "pipelinedocument.h"
#include "propertiescommon.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QTimer>

namespace pw {

using namespace properties;

void PropertiesPanel::buildMapTable(const QString& title, const QString& name, const QString& key, bool identifierKeys,
                                    const QString& help)
{
    QFormLayout* form = addSection(title, name + QStringLiteral("Section"));
    const int index = int(m_tables.size());
    MapTable t;
    t.key = key;
    t.identifierKeys = identifierKeys;
    const QList<QPair<QString, DocumentField>> items = m_document ? m_document->entries(QStringList {QStringLiteral("jobs"), m_step, key})
                                                                  : QList<QPair<QString, DocumentField>>();
    t.table = new QTableWidget(int(items.size()), 2, m_content);
    t.table->setObjectName(name + QStringLiteral("Table"));
    t.table->setAccessibleName(title);
    t.table->setHorizontalHeaderLabels({tr("Name"), tr("Value")});
    t.table->horizontalHeader()->setStretchLastSection(true);
    t.table->verticalHeader()->hide();
    t.table->setSelectionBehavior(QAbstractItemView::SelectRows);
    t.table->setSelectionMode(QAbstractItemView::SingleSelection);
    if (!help.isEmpty()) {
        t.table->setToolTip(help);
        t.table->setWhatsThis(help);
        t.table->setAccessibleDescription(help);
    }
    int r = 0;
    for (const auto& item : std::as_const(items)) {
        t.keys << item.first;
        t.table->setItem(r, 0, new QTableWidgetItem(item.first));
        auto* value = new QTableWidgetItem(item.second.isScalar() ? item.second.text : QString());
        if (item.second.isStructured()) {
            value->setFlags(value->flags() & ~Qt::ItemIsEditable);
            value->setText(tr("(a list or mapping: edit it in the YAML source)"));
        }
        t.table->setItem(r++, 1, value);
    }
    const int rowHeight = t.table->verticalHeader()->defaultSectionSize();
    t.table->setFixedHeight(t.table->horizontalHeader()->sizeHint().height() + rowHeight * qBound(2, r + 1, 8) + 4);
    connect(t.table, &QTableWidget::cellChanged, this,
            [this, index](int row, int column) { commitMapItem(index, row, column); });
    form->addRow(t.table);
    t.message = new QLabel(m_content);
    t.message->setObjectName(name + QStringLiteral("Message"));
    t.message->setWordWrap(true);
    t.message->setStyleSheet(QStringLiteral("color: #c42b1c;"));
    t.message->hide();
    form->addRow(t.message);
    auto* buttons = new QHBoxLayout;
    const bool env = name == QLatin1String("environment");
    auto* add = new QPushButton(tr("Add"), m_content);
    add->setObjectName(env ? QStringLiteral("addEnvironmentVariable") : QStringLiteral("add:") + key);
    auto* remove = new QPushButton(tr("Remove"), m_content);
    remove->setObjectName(env ? QStringLiteral("removeEnvironmentVariable") : QStringLiteral("remove:") + key);
    connect(add, &QPushButton::clicked, this, [this, index] { addMapItem(index); });
    connect(remove, &QPushButton::clicked, this, [this, index] { removeMapItem(index); });
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    form->addRow(buttons);
    if (!help.isEmpty()) {
        auto* h = new QLabel(help, m_content);
        h->setWordWrap(true);
        QFont f = h->font();
        f.setPointSizeF(f.pointSizeF() * 0.9);
        h->setFont(f);
        h->setForegroundRole(QPalette::PlaceholderText);
        form->addRow(h);
    }
    m_tables.append(t);
}

void PropertiesPanel::commitMapItem(int index, int row, int column)
{
    if (!m_document || index < 0 || index >= m_tables.size())
        return;
    MapTable& t = m_tables[index];
    if (row < 0 || row >= t.keys.size())
        return;
    const QStringList base {QStringLiteral("jobs"), m_step, t.key};
    const QString key = t.keys.at(row);
    const QString text = t.table->item(row, column) ? t.table->item(row, column)->text() : QString();
    bool ok = false;
    m_created = Creation();
    if (column == 0) {
        const QString name = text.trimmed();
        if (name == key)
            return;
        const QString error = t.identifierKeys ? checkVariableName(name, t.keys) : checkTagName(name, t.keys);
        t.message->setText(error);
        t.message->setVisible(!error.isEmpty());
        relayout();
        if (!error.isEmpty()) {
            const QSignalBlocker block(t.table);
            t.table->item(row, 0)->setText(key); // the name stays what the file says
            return;
        }
        m_writing = true;
        ok = m_document->renameKey(base + QStringList {key}, name,
                                   t.identifierKeys ? tr("Rename environment variable %1").arg(key)
                                                    : tr("Rename tag %1").arg(key));
        m_writing = false;
        if (ok)
            t.keys[row] = name;
    } else {
        t.message->hide();
        relayout();
        const QString label = t.identifierKeys ? tr("Set environment variable %1").arg(key) : tr("Set tag %1").arg(key);
        const QStringList path = base + QStringList {key};
        const DocumentField node = m_document->field(path);
        m_writing = true;
        if (node.isScalar() && node.text.isEmpty() && node.quoted)
            // the "" of a new entry: the value is written the way a new one is (plain when it reads back the same)
            ok = m_document->setString(path, text, label);
        else
            ok = m_document->setScalar(path, text, label);
        m_writing = false;
    }
    if (!ok)
        QTimer::singleShot(0, this, [this] { rebuild(); });
}

void PropertiesPanel::addMapItem(int index)
{
    if (!m_document || index < 0 || index >= m_tables.size())
        return;
    const MapTable& t = m_tables.at(index);
    const QString stem = t.identifierKeys ? QStringLiteral("NAME") : QStringLiteral("tag");
    QString name = stem;
    for (int i = 2; t.keys.contains(name); ++i)
        name = QStringLiteral("%1_%2").arg(stem).arg(i);
    const int row = int(t.keys.size());
    m_created = Creation();
    if (!m_document->setScalar({QStringLiteral("jobs"), m_step, t.key, name}, QString(),
                               t.identifierKeys ? tr("Add environment variable %1").arg(name)
                                                : tr("Add tag %1").arg(name)))
        return;
    if (m_pending)
        rebuild();
    if (index < m_tables.size() && row < m_tables.at(index).table->rowCount()) {
        QTableWidget* table = m_tables.at(index).table;
        table->setFocus();
        table->setCurrentCell(row, 0);
        table->editItem(table->item(row, 0));
    }
}

void PropertiesPanel::removeMapItem(int index)
{
    if (!m_document || index < 0 || index >= m_tables.size())
        return;
    const MapTable& t = m_tables.at(index);
    const int row = t.table->currentRow();
    if (row < 0 || row >= t.keys.size())
        return;
    m_created = Creation();
    const QString label = t.identifierKeys ? tr("Remove environment variable %1").arg(t.keys.at(row))
                                           : tr("Remove tag %1").arg(t.keys.at(row));
    // the last one takes the map with it
    removeKey({QStringLiteral("jobs"), m_step, t.key, t.keys.at(row)}, label);
}

} // namespace pw
