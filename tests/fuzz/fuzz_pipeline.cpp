// SPDX-License-Identifier: MIT
// libFuzzer target for the whole pipeline path: bytes -> document (YAML tree, pipeline spec, validation) -> graph ->
// canvas scene (layout) -> SVG export, then a sequence of edits decoded from the input (rename a step, link two
// ports, remove a link, set a field, add a step, delete a node) followed by undo of all of them.
// Findings abort (so libFuzzer saves the input): a crash or sanitizer report, a diagnostic that points outside the
// text, a graph edge between unknown nodes, an export that fails on a parsed pipeline, or undo that does not give
// the original text back byte for byte.
//
// Input: byte 0 = number of edits (low 3 bits); two bytes per edit (operation, argument); the rest is the file.
#include "canvaseditor.h"
#include "canvasexport.h"
#include "canvaslayout.h"
#include "canvasscene.h"
#include "pipelinedocument.h"
#include "undostack.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

[[noreturn]] void finding(const std::string& what)
{
    std::fprintf(stderr, "fuzz_pipeline: %s\n", what.c_str());
    std::abort();
}

QString workDir()
{
    // in memory where the system offers it: the export is saved atomically, and each save's fdatasync on a disk
    // made the target 1.7 times slower (12,000 runs: 30 s in /tmp on ext4, 18 s in /dev/shm)
    static const QString dir = [] {
        const QFileInfo shm(QStringLiteral("/dev/shm"));
        const QDir base = shm.isDir() && shm.isWritable() ? QDir(shm.filePath()) : QDir::temp();
        const QString d = base.filePath(QStringLiteral("fuzz_pipeline.%1").arg(QCoreApplication::applicationPid()));
        // folders of earlier runs that did not end normally (a finding's abort, an interrupt: libFuzzer then ends
        // with _Exit) are removed once their process is gone, so that /dev/shm does not fill run after run
        for (const QFileInfo& old : base.entryInfoList({QStringLiteral("fuzz_pipeline.*")}, QDir::Dirs)) {
            const QString pid = old.suffix();
            if (old.filePath() != d && !pid.isEmpty() && !QFileInfo::exists(QStringLiteral("/proc/") + pid))
                QDir(old.filePath()).removeRecursively();
        }
        QDir().mkpath(d);
        // this run's folder is removed when it ends normally (libFuzzer's end calls exit); the path is copied, as
        // this static is destroyed before the handler runs
        static std::string removeAtExit;
        removeAtExit = d.toStdString();
        std::atexit([] { QDir(QString::fromStdString(removeAtExit)).removeRecursively(); });
        return d;
    }();
    return dir;
}

/// Every diagnostic about the pipeline file must point inside its text (line 0 = the whole file).
void checkDiagnostics(const pw::PipelineDocument& doc, const QByteArray& text, const char* when)
{
    const QList<QByteArray> lines = text.split('\n');
    for (const pw::Diagnostic& d : doc.diagnostics()) {
        if (d.file != doc.filePath() || d.line == 0)
            continue;
        if (d.line < 0 || d.line > lines.size())
            finding(std::string(when) + ": diagnostic line " + std::to_string(d.line) + " outside the text of "
                    + std::to_string(lines.size()) + " lines [" + d.ruleId.toStdString() + "]");
        // columns count characters; a column just past the end names the end of the line
        const qsizetype chars = QString::fromUtf8(lines.at(d.line - 1)).size();
        if (d.col < 0 || d.col > chars + 2)
            finding(std::string(when) + ": diagnostic column " + std::to_string(d.col) + " outside line "
                    + std::to_string(d.line) + " (" + std::to_string(chars) + " characters) [" + d.ruleId.toStdString()
                    + "]");
    }
}

void checkGraph(const pw::PipelineDocument& doc)
{
    const pw::PipelineGraph& g = doc.graph();
    for (const pw::GraphEdge& e : g.edges())
        if (!g.node(e.from) || !g.node(e.to))
            finding("an edge joins a node the graph does not hold");
    for (const pw::GraphNode& n : g.nodes())
        if (g.findNode(n.kind, n.name) != n.id)
            finding("a node is not found by its name: " + n.name.toStdString());
}

void drawAndExport(pw::PipelineDocument& doc, pw::CanvasLayout& layout)
{
    pw::CanvasScene scene(&doc, &layout);
    scene.setReadOnly(true);
    QString error;
    if (!pw::CanvasExport::toSvg(&scene, QDir(workDir()).filePath(QStringLiteral("canvas.svg")), &error)
        && doc.isParsed())
        finding("SVG export failed: " + error.toStdString());
}

/// One edit chosen by `op` with argument `arg`; returns whether it changed the document (whether it is refused
/// does not matter: a refused edit must leave the text as it was).
void applyEdit(pw::CanvasEditor& editor, pw::PipelineDocument& doc, quint8 op, quint8 arg)
{
    const pw::PipelineGraph& g = doc.graph();
    const QList<pw::GraphNode>& nodes = g.nodes();
    const QList<pw::GraphEdge>& edges = g.edges();
    const pw::GraphNode* node = nodes.isEmpty() ? nullptr : &nodes.at(arg % nodes.size());
    switch (op % 6) {
    case 0: // rename a step
        if (node && node->kind == pw::NodeKind::Step)
            editor.renameStep(node->name, editor.uniqueStepName(node->name + QStringLiteral("_r")));
        break;
    case 1: { // link an output port to an input port
        if (nodes.size() < 2 || !node)
            break;
        const pw::GraphNode& other = nodes.at((arg / 7 + 1 + arg % nodes.size()) % nodes.size());
        const QList<pw::GraphPort> outs = g.outputPorts(node->id);
        const QList<pw::GraphPort> ins = g.inputPorts(other.id);
        if (outs.isEmpty() || ins.isEmpty())
            break;
        const pw::PortRef from {node->id, outs.at(arg % outs.size()).name, true};
        const pw::PortRef to {other.id, ins.at((arg / 3) % ins.size()).name, false};
        if (editor.checkLink(from, to).allowed())
            editor.connectPorts(from, to);
        break;
    }
    case 2: // remove a link
        if (!edges.isEmpty())
            editor.disconnect({edges.at(arg % edges.size())});
        break;
    case 3: // set a field of a step
        if (node && node->kind == pw::NodeKind::Step) {
            static const char* const fields[] = {"display_name", "compute", "description", "mini_batch_size"};
            doc.setScalar({QStringLiteral("jobs"), node->name, QString::fromLatin1(fields[arg % 4])},
                          QStringLiteral("value %1\nwith: a colon").arg(arg));
        }
        break;
    case 4: { // add a step
        pw::StepTemplate t;
        t.kind = arg % 2 ? pw::StepTemplate::Kind::NewCommand : pw::StepTemplate::Kind::NewParallel;
        t.suggestedName = QStringLiteral("added");
        editor.addStep(t, QPointF(arg * 10.0, 40));
        break;
    }
    case 5: // delete a node
        if (node)
            editor.deleteNodes({node->id});
        break;
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static QApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size)
{
    if (size < 1)
        return 0;
    const int editCount = bytes[0] & 0x07;
    if (size < size_t(1 + 2 * editCount))
        return 0;
    const QByteArray text(reinterpret_cast<const char*>(bytes) + 1 + 2 * editCount,
                          qsizetype(size) - 1 - 2 * editCount);

    pw::PipelineDocument doc;
    doc.setContent(text, QDir(workDir()).filePath(QStringLiteral("pipeline.yml")));
    if (doc.text() != text)
        finding("the document does not hold the text it was given");
    checkDiagnostics(doc, text, "after loading");
    checkGraph(doc);
    pw::CanvasLayout layout;
    drawAndExport(doc, layout);
    if (!doc.isParsed())
        return 0;

    pw::CanvasEditor editor(&doc, &layout);
    for (int i = 0; i < editCount; ++i) {
        applyEdit(editor, doc, bytes[1 + 2 * i], bytes[2 + 2 * i]);
        checkGraph(doc);
        checkDiagnostics(doc, doc.text(), "after an edit");
    }
    if (editCount > 0)
        drawAndExport(doc, layout);
    while (doc.undoStack()->canUndo())
        doc.undoStack()->undo();
    if (doc.text() != text)
        finding("undo of every edit did not give the original text back");
    checkGraph(doc);
    return 0;
}
