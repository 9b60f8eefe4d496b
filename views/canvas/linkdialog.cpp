// SPDX-License-Identifier: MIT
#include "linkdialog.h"

#include "canvasscene.h"
#include "pipelinedocument.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace pw {

namespace {

    constexpr int NodeRole = Qt::UserRole + 1;
    constexpr int PortRole = Qt::UserRole + 2;

    QString portText(const NodeVisual& v, const PortVisual& p)
    {
        const QString where = v.kind == NodeKind::Step ? v.name + QLatin1Char('.') + p.name : v.name;
        return p.type.isEmpty() ? where : QStringLiteral("%1  (%2)").arg(where, p.type);
    }

} // namespace

LinkDialog::LinkDialog(CanvasScene* scene, NodeId focus, QWidget* parent)
    : QDialog(parent)
    , m_scene(scene)
    , m_outputs(new QComboBox(this))
    , m_inputs(new QComboBox(this))
    , m_verdict(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("linkDialog"));
    setWindowTitle(tr("Link Ports"));
    m_outputs->setObjectName(QStringLiteral("linkOutput"));
    m_inputs->setObjectName(QStringLiteral("linkInput"));
    m_outputs->setAccessibleName(tr("Output"));
    m_inputs->setAccessibleName(tr("Input"));
    m_verdict->setWordWrap(true);
    m_verdict->setObjectName(QStringLiteral("linkVerdict"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Link"));

    // nodes in the order of the document: pipeline inputs, steps, pipeline outputs
    const PipelineGraph& g = scene->document()->graph();
    int focusInput = -1;
    int focusOutput = -1;
    for (const GraphNode& n : g.nodes()) {
        const NodeVisual* v = scene->visual(n.id);
        if (!v)
            continue;
        for (const PortVisual& p : v->outputs) {
            if (n.id == focus && focusOutput < 0)
                focusOutput = m_outputs->count();
            m_outputs->addItem(portText(*v, p));
            m_outputs->setItemData(m_outputs->count() - 1, n.id, NodeRole);
            m_outputs->setItemData(m_outputs->count() - 1, p.name, PortRole);
        }
        for (const PortVisual& p : v->inputs) {
            if (n.id == focus && focusInput < 0 && !p.linked)
                focusInput = m_inputs->count();
            m_inputs->addItem(portText(*v, p) + (p.linked ? tr("  — linked") : QString()));
            m_inputs->setItemData(m_inputs->count() - 1, n.id, NodeRole);
            m_inputs->setItemData(m_inputs->count() - 1, p.name, PortRole);
        }
    }
    if (focusInput >= 0)
        m_inputs->setCurrentIndex(focusInput);
    else if (focusOutput >= 0)
        m_outputs->setCurrentIndex(focusOutput);

    auto* form = new QFormLayout;
    form->addRow(tr("&From output:"), m_outputs);
    form->addRow(tr("&To input:"), m_inputs);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_verdict);
    layout->addWidget(m_buttons);
    connect(m_outputs, &QComboBox::currentIndexChanged, this, &LinkDialog::updateCheck);
    connect(m_inputs, &QComboBox::currentIndexChanged, this, &LinkDialog::updateCheck);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &LinkDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(qMax(480, sizeHint().width()), sizeHint().height());
    updateCheck();
    (focusInput >= 0 ? m_outputs : m_inputs)->setFocus();
}

PortRef LinkDialog::selectedOutput() const
{
    if (m_outputs->currentIndex() < 0)
        return PortRef();
    return PortRef { m_outputs->currentData(NodeRole).value<NodeId>(), m_outputs->currentData(PortRole).toString(),
        true };
}

PortRef LinkDialog::selectedInput() const
{
    if (m_inputs->currentIndex() < 0)
        return PortRef();
    return PortRef { m_inputs->currentData(NodeRole).value<NodeId>(), m_inputs->currentData(PortRole).toString(),
        false };
}

bool LinkDialog::choose(const PortRef& port)
{
    QComboBox* box = port.output ? m_outputs : m_inputs;
    for (int i = 0; i < box->count(); ++i) {
        if (box->itemData(i, NodeRole).value<NodeId>() == port.node && box->itemData(i, PortRole).toString() == port.port) {
            box->setCurrentIndex(i);
            // the other list is the one left to choose
            (port.output ? m_inputs : m_outputs)->setFocus();
            return true;
        }
    }
    return false;
}

LinkCheck LinkDialog::currentCheck() const
{
    const PortRef from = selectedOutput();
    const PortRef to = selectedInput();
    if (!from.isValid() || !to.isValid()) {
        LinkCheck c;
        c.reason = tr("This pipeline has no output or no input to link.");
        return c;
    }
    return m_scene->editor().checkLink(from, to);
}

void LinkDialog::updateCheck()
{
    const LinkCheck c = currentCheck();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(c.allowed());
    QPalette pal = m_verdict->palette();
    pal.setColor(QPalette::WindowText,
        c.result == LinkCheck::Result::Refused ? m_scene->theme().error : palette().color(QPalette::WindowText));
    m_verdict->setPalette(pal);
    m_verdict->setText(c.result == LinkCheck::Result::Ok  ? tr("These ports can be linked.")
            : c.result == LinkCheck::Result::Questionable ? tr("Can be linked, but check: %1").arg(c.reason)
                                                          : tr("Cannot link: %1").arg(c.reason));
}

void LinkDialog::accept()
{
    QString error;
    if (!m_scene->editor().connectPorts(selectedOutput(), selectedInput(), &error)) {
        m_verdict->setText(tr("Cannot link: %1").arg(error));
        return;
    }
    QDialog::accept();
}

} // namespace pw
