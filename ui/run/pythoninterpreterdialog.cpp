// SPDX-License-Identifier: MIT
#include "pythoninterpreterdialog.h"

#include "pythoninterpretermodel.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace pw {

namespace {

    struct SearchResult {
        QList<RequiredModule> modules;
        QList<PythonCandidate> candidates;
    };

} // namespace

PythonInterpreterDialog::PythonInterpreterDialog(QWidget* parent)
    : QDialog(parent)
    , m_model(new PythonInterpreterModel(this))
    , m_prober(new PythonProber(this))
{
    setObjectName(QStringLiteral("pythonInterpreterDialog"));
    auto* layout = new QVBoxLayout(this);

    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("pythonIntro"));
    m_intro->setWordWrap(true);
    m_intro->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_intro);

    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("pythonInterpreters"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAllColumnsShowFocus(true);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(PythonInterpreterModel::InterpreterColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(PythonInterpreterModel::VersionColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(PythonInterpreterModel::ModulesColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(PythonInterpreterModel::OriginColumn, QHeaderView::ResizeToContents);
    layout->addWidget(m_view, 1);

    m_details = new QLabel(this);
    m_details->setObjectName(QStringLiteral("pythonDetails"));
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setMinimumHeight(m_details->fontMetrics().lineSpacing() * 4);
    m_details->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_details);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("pythonStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_browse = m_buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_browse->setObjectName(QStringLiteral("pythonBrowse"));
    m_default = m_buttons->addButton(QString(), QDialogButtonBox::ResetRole);
    m_default->setObjectName(QStringLiteral("pythonUseDefault"));
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_browse, &QPushButton::clicked, this, &PythonInterpreterDialog::browse);
    connect(m_default, &QPushButton::clicked, this, [this] {
        m_useDefault = true;
        accept();
    });
    connect(m_view, &QAbstractItemView::doubleClicked, this, [this](const QModelIndex& index) {
        if (index.isValid())
            accept();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        // a row the user picked stays picked: the recommendation no longer moves the selection
        if (!m_selecting)
            m_userSelected = true;
        updateDetails();
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] { updateDetails(); });
    connect(m_prober, &PythonProber::probed, this, &PythonInterpreterDialog::onProbed);

    retranslate();
    resize(900, 440);
}

PythonInterpreterDialog::~PythonInterpreterDialog() = default;

void PythonInterpreterDialog::retranslate()
{
    setWindowTitle(tr("Python Interpreter"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Use Selected"));
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    m_browse->setText(tr("&Browse…"));
    m_browse->setToolTip(tr("Choose another Python program"));
    m_default->setText(tr("Use &Default"));
    m_default->setToolTip(tr("Forget the choice: steps run with $PIPEWRIGHT_PYTHON when it is set, else with "
                             "python3 on PATH (%1)")
                              .arg(QDir::toNativeSeparators(defaultPythonInterpreter())));
    m_view->setAccessibleName(tr("Python interpreters"));
    updateIntro();
    updateDetails();
    updateStatus();
}

void PythonInterpreterDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void PythonInterpreterDialog::start(const QString& current, const QStringList& workspaceFolders,
    const QString& pipelineFile, const QByteArray& pipelineText)
{
    m_model->setCurrentInterpreter(current);
    m_pipelineName = pipelineFile.isEmpty() ? QString() : QFileInfo(pipelineFile).fileName();
    m_searching = true;
    m_requirementsKnown = pipelineFile.isEmpty();
    updateIntro();
    updateStatus();
    PythonSearch search;
    search.current = current;
    search.workspaceFolders = workspaceFolders;
    auto* watcher = new QFutureWatcher<SearchResult>(this);
    connect(watcher, &QFutureWatcher<SearchResult>::finished, this, [this, watcher] {
        watcher->deleteLater();
        m_searching = false;
        m_requirementsKnown = true;
        const SearchResult found = watcher->future().result();
        m_model->setRequiredModules(found.modules);
        m_prober->setModules(moduleNames(found.modules));
        for (const PythonCandidate& c : found.candidates)
            m_model->addCandidate(c);
        for (int row = 0; row < m_model->rowCount(); ++row)
            m_prober->probe(m_model->pathAt(row), true);
        if (!m_view->currentIndex().isValid() && m_model->rowCount() > 0)
            selectRow(qMax(0, m_model->rowOf(m_model->currentInterpreter())));
        updateIntro();
        updateStatus();
        if (m_model->rowCount() == 0)
            Q_EMIT checksFinished();
    });
    watcher->setFuture(QtConcurrent::run([search, pipelineFile, pipelineText] {
        SearchResult r;
        if (!pipelineFile.isEmpty())
            r.modules = pythonRequirements(pipelineFile, pipelineText);
        r.candidates = findPythonInterpreters(search);
        return r;
    }));
}

bool PythonInterpreterDialog::addInterpreter(const QString& path)
{
    const QFileInfo fi(path);
    if (path.isEmpty() || !fi.isFile() || !fi.isExecutable())
        return false;
    PythonCandidate c;
    c.path = QDir::cleanPath(fi.absoluteFilePath());
    c.origin = PythonCandidate::Origin::Browsed;
    c.target = fi.canonicalFilePath();
    QDir env = fi.absoluteDir();
    if (env.cdUp() && QFileInfo::exists(env.filePath(QStringLiteral("pyvenv.cfg"))))
        c.environment = env.absolutePath();
    const int row = m_model->addCandidate(c);
    m_userSelected = true;
    selectRow(row);
    if (!m_searching)
        m_prober->probe(c.path);
    updateStatus();
    return true;
}

void PythonInterpreterDialog::browse()
{
    QString start = QFileInfo(selectedInterpreter()).absolutePath();
    if (start.isEmpty() || !QFileInfo(start).isDir())
        start = QStringLiteral("/usr/bin");
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a Python Interpreter"), start);
    if (path.isEmpty())
        return;
    if (!addInterpreter(path))
        QMessageBox::warning(
            this, tr("Python Interpreter"), tr("%1 is not an executable program").arg(QDir::toNativeSeparators(path)));
}

QString PythonInterpreterDialog::selectedInterpreter() const
{
    if (m_useDefault)
        return QString();
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? m_model->pathAt(current.row()) : QString();
}

void PythonInterpreterDialog::selectRow(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    m_selecting = true;
    m_view->selectionModel()->setCurrentIndex(
        m_model->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_selecting = false;
    m_view->scrollTo(m_model->index(row, 0));
}

bool PythonInterpreterDialog::isBusy() const
{
    return m_searching || m_prober->isBusy();
}

void PythonInterpreterDialog::onProbed(const PythonProbeResult& result)
{
    m_model->setResult(result);
    // a program that does not run (a pyenv shim whose version is gone, a broken link) is left out of the list,
    // unless it is the one chosen now
    if (const int row = m_model->rowOf(result.interpreter);
        row >= 0 && m_model->stateAt(row) == PythonInterpreterModel::State::Failed && m_model->pathAt(row) != m_model->currentInterpreter())
        m_view->setRowHidden(row, QModelIndex(), true);
    // the current choice lacks modules and the user has not picked another: offer the recommended one
    const int recommended = m_model->recommendedRow();
    const int selected = m_view->currentIndex().isValid() ? m_view->currentIndex().row() : -1;
    if (!m_userSelected && recommended >= 0 && recommended != selected) {
        const auto state = m_model->stateAt(selected);
        if (selected < 0 || state == PythonInterpreterModel::State::Missing
            || state == PythonInterpreterModel::State::Failed)
            selectRow(recommended);
    }
    updateStatus();
    if (!isBusy())
        Q_EMIT checksFinished();
}

void PythonInterpreterDialog::updateIntro()
{
    const QString lead = tr("Steps that run on this machine start with the Python chosen here.");
    QString text;
    if (m_pipelineName.isEmpty()) {
        text = tr("%1 Open a pipeline to see which of the modules its steps need each interpreter can import.")
                   .arg(lead);
    } else if (!m_requirementsKnown) {
        text = tr("%1 Reading what the steps of %2 need…").arg(lead, m_pipelineName);
    } else {
        QStringList modules;
        for (const RequiredModule& m : m_model->requiredModules())
            if (!m.onlyForAzureMl())
                modules << m.module;
        text = modules.isEmpty() ? tr("%1 The steps of %2 name no Python packages: any interpreter that runs will do.")
                                       .arg(lead, m_pipelineName)
                                 : tr("%1 The steps of %2 need these modules: %3.")
                                       .arg(lead, m_pipelineName, modules.join(QStringLiteral(", ")));
    }
    m_intro->setText(text);
}

void PythonInterpreterDialog::updateDetails()
{
    const QModelIndex current = m_view->currentIndex();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(current.isValid());
    if (!current.isValid()) {
        m_details->clear();
        return;
    }
    const int row = current.row();
    QString text = m_model->modulesDescription(row);
    const QStringList missing
        = current.siblingAtColumn(0).data(PythonInterpreterModel::MissingModulesRole).toStringList();
    if (!missing.isEmpty()) {
        QStringList packages;
        for (const RequiredModule& m : m_model->requiredModules())
            if (missing.contains(m.module))
                packages << (m.package.isEmpty() ? m.module : m.package);
        text += QLatin1Char('\n')
            + tr("To install what is missing: %1 -m pip install %2")
                  .arg(QDir::toNativeSeparators(m_model->pathAt(row)), packages.join(QLatin1Char(' ')));
    }
    m_details->setText(text);
}

void PythonInterpreterDialog::updateStatus()
{
    QString text;
    int count = 0, hidden = 0;
    for (int row = 0; row < m_model->rowCount(); ++row)
        (m_view->isRowHidden(row, QModelIndex()) ? hidden : count) += 1;
    if (m_searching) {
        text = tr("Looking for Python interpreters…");
    } else if (m_prober->isBusy()) {
        text = tr("Checking %n interpreter(s)…", nullptr, m_prober->pendingCount());
    } else if (count == 0) {
        text = tr("No Python interpreter was found. Browse… for one.");
    } else if (m_model->recommendedRow() >= 0) {
        text = m_model->requiredModules().isEmpty()
            ? tr("%n interpreter(s) found.", nullptr, count)
            : tr("%n interpreter(s) found. The recommended one (in bold) imports every module the pipeline "
                 "needs.",
                nullptr, count);
    } else {
        text = tr("%n interpreter(s) found; none imports every module the pipeline needs. Install the missing "
                  "packages, or Browse… for another interpreter.",
            nullptr, count);
    }
    if (hidden > 0 && !m_searching)
        text += QLatin1Char(' ') + tr("%n program(s) that do not run are not listed.", nullptr, hidden);
    m_status->setText(text);
}

} // namespace pw
