// SPDX-License-Identifier: MIT
// Load benchmark: a generated 1,000-step pipeline (every other step names a component file) against Debian's
// libyaml through python3-yaml's CSafeLoader, measured in the same run, best of N, both timed inside their own
// process (the start of python is not counted, as ours is not). Two pairings, each doing the same work:
//   - load from the file: PipelineDocument::load (read + parse + spec + validate, the component file resolved)
//     vs python opening and reading the same two files from disk and loading them. Goal: <= 50 ms at 1,000 steps
//     (scaled with the number of steps at other sizes).
//   - parse from memory: pw::yaml::parse of the bytes already in memory vs yaml.load() of the same bytes already
//     in memory. Goal: <= 1x libyaml.
// And the YAML parse's share of the load: goal <= 30 %. The yaml-cpp engine is printed for reference.
// Exit: 0 when measured (whether or not the goals are met; python3-yaml missing is reported and skipped),
// 1 when the benchmark cannot run (files not written, the generated pipeline does not load as expected), 2 usage.
//
//   bench_load [--steps N] [--runs N] [--python /usr/bin/python3] [--keep]
#include "benchreport.h"
#include "pipelinedocument.h"
#include "yamltree.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <string>

namespace {

struct Options {
    int steps = 1000;
    int runs = 7;
    QString python = QStringLiteral("/usr/bin/python3");
    bool keep = false;
};

const char* const ComponentYaml = R"(# Shared by every even step of the benchmark pipeline.
$schema: https://azuremlschemas.azureedge.net/latest/commandComponent.schema.json
type: command
name: bench_step
display_name: Benchmark step
version: 1
inputs:
  data:
    type: uri_folder
    description: the previous step's output
  learning_rate:
    type: number
    default: 0.01
    min: 0
    max: 1
  mode:
    type: string
    enum: [fast, slow]
    default: fast
outputs:
  out:
    type: uri_folder
environment: azureml:AzureML-sklearn-1.0-ubuntu20.04-py38-cpu@latest
command: >-
  python step.py
  --data ${{inputs.data}}
  --lr ${{inputs.learning_rate}}
  --mode ${{inputs.mode}}
  --out ${{outputs.out}}
)";

/// A realistic pipeline job: steps chained through their outputs, alternating a component file and an inline
/// command, each with a literal parameter, an output, compute, environment variables and comments.
QByteArray pipelineYaml(int steps)
{
    QByteArray y;
    y.reserve(steps * 760 + 1024);
    y += "$schema: https://azuremlschemas.azureedge.net/latest/pipelineJob.schema.json\n"
         "type: pipeline\n"
         "display_name: Benchmark pipeline\n"
         "description: Generated for the load benchmark; every step feeds the next one.\n"
         "experiment_name: bench\n"
         "\n"
         "inputs:\n"
         "  raw_data:\n"
         "    type: uri_folder\n"
         "    path: azureml:bench-raw-data@latest\n"
         "  learning_rate: 0.05\n"
         "\n"
         "outputs:\n"
         "  final:\n"
         "    type: uri_folder\n"
         "\n"
         "settings:\n"
         "  default_compute: azureml:cpu-cluster\n"
         "  continue_on_step_failure: false\n"
         "\n"
         "jobs:\n";
    for (int i = 0; i < steps; ++i) {
        const QByteArray n = QByteArray::number(i);
        const QByteArray input = i == 0 ? QByteArray("${{parent.inputs.raw_data}}")
                                        : "${{parent.jobs.step_" + QByteArray::number(i - 1) + ".outputs.out}}";
        y += "  # step " + n + ": reads the output of the step before it\n";
        y += "  step_" + n + ":\n";
        y += "    type: command\n";
        y += "    display_name: Step " + n + "\n";
        y += "    description: Scales and filters the features the step before it wrote; retried once on failure.\n";
        if (i % 2 == 0) {
            y += "    component: ../components/x.yml\n";
        } else {
            y += "    command: >-\n"
                 "      python step.py --data ${{inputs.data}}\n"
                 "      --lr ${{inputs.learning_rate}} --out ${{outputs.out}}\n"
                 "    environment: azureml:AzureML-sklearn-1.0-ubuntu20.04-py38-cpu@latest\n";
        }
        y += (i % 3 == 0) ? "    compute: azureml:gpu-cluster\n" : "    compute: azureml:cpu-cluster\n";
        y += "    inputs:\n";
        y += "      data: " + input + "\n";
        y += (i % 5 == 0) ? QByteArray("      learning_rate: ${{parent.inputs.learning_rate}}\n")
                          : "      learning_rate: 0.0" + QByteArray::number(1 + i % 9) + " # tuned by hand\n";
        if (i % 2 == 0)
            y += "      mode: fast\n";
        y += "    outputs:\n";
        if (i + 1 == steps) {
            y += "      out: ${{parent.outputs.final}}\n";
        } else {
            y += "      out:\n"
                 "        type: uri_folder\n"
                 "        mode: rw_mount\n";
        }
        y += "    limits:\n"
             "      timeout: 3600\n";
        y += "    environment_variables:\n";
        y += "      STEP_INDEX: \"" + n + "\"\n";
        y += "      LOG_LEVEL: INFO\n";
        y += "\n";
    }
    return y;
}

template <typename F>
double bestMs(int runs, F&& f)
{
    double best = std::numeric_limits<double>::infinity();
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        f();
        best = std::min(best, static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    return best;
}

// Prints "<best load ms> <best parse ms>": loading = opening and reading the pipeline and the component file from
// disk and loading both; parsing = loading the pipeline's bytes already in memory.
const char* const PythonPeer = R"(
import gc, sys, time
try:
    import yaml
    loader = yaml.CSafeLoader
except (ImportError, AttributeError) as e:
    print("unavailable: %s" % e)
    sys.exit(0)
path, component, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
def load_files():
    for p in (path, component):
        with open(p, "rb") as f:
            yaml.load(f.read(), Loader=loader)
with open(path, "rb") as f:
    data = f.read()
gc.disable()  # as timeit does: a collection in the middle of one run would not be the loader's time
best_load = best_parse = float("inf")
for _ in range(runs):
    t = time.perf_counter()
    load_files()
    best_load = min(best_load, time.perf_counter() - t)
    t = time.perf_counter()
    yaml.load(data, Loader=loader)
    best_parse = min(best_parse, time.perf_counter() - t)
print("%.6f %.6f" % (best_load * 1000.0, best_parse * 1000.0))
)";

struct PeerTimes {
    double loadMs = -1;
    double parseMs = -1;
};

/// Best times of python3-yaml's C loader; negative values with `why` set when it is unavailable.
PeerTimes pythonPeer(const Options& o, const QString& file, const QString& component, QString* why)
{
    PeerTimes times;
    if (!QFile::exists(o.python)) {
        *why = o.python + QStringLiteral(" not found");
        return times;
    }
    QProcess p;
    p.start(
        o.python, { QStringLiteral("-c"), QString::fromUtf8(PythonPeer), file, component, QString::number(o.runs) });
    if (!p.waitForFinished(300000)) {
        p.kill();
        p.waitForFinished();
        *why = QStringLiteral("python3 did not finish");
        return times;
    }
    const QString out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    const QStringList parts = out.split(QLatin1Char(' '));
    bool ok1 = false;
    bool ok2 = false;
    const double load = parts.value(0).toDouble(&ok1);
    const double parse = parts.value(1).toDouble(&ok2);
    if (parts.size() != 2 || !ok1 || !ok2) {
        *why = out.isEmpty() ? QString::fromUtf8(p.readAllStandardError()).trimmed() : out;
        return times;
    }
    times.loadMs = load;
    times.parseMs = parse;
    return times;
}

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("?");
    return QString::fromLatin1(f.readAll()).section(QLatin1Char(' '), 0, 2);
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    Options o;
    const QStringList args = QCoreApplication::arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString& a = args.at(i);
        if (a == QLatin1String("--steps") && i + 1 < args.size())
            o.steps = std::max(1, args.at(++i).toInt());
        else if (a == QLatin1String("--runs") && i + 1 < args.size())
            o.runs = std::max(1, args.at(++i).toInt());
        else if (a == QLatin1String("--python") && i + 1 < args.size())
            o.python = args.at(++i);
        else if (a == QLatin1String("--keep"))
            o.keep = true;
        else {
            std::fprintf(stderr, "usage: bench_load [--steps N] [--runs N] [--python PATH] [--keep]\n");
            return 2;
        }
    }

    QTemporaryDir dir;
    dir.setAutoRemove(!o.keep);
    QDir(dir.path()).mkpath(QStringLiteral("pipelines"));
    QDir(dir.path()).mkpath(QStringLiteral("components"));
    const QString file = dir.filePath(QStringLiteral("pipelines/pipeline.yml"));
    const QString componentFile = dir.filePath(QStringLiteral("components/x.yml"));
    const QByteArray yaml = pipelineYaml(o.steps);
    {
        QFile c(componentFile);
        QFile p(file);
        if (!c.open(QIODevice::WriteOnly) || !p.open(QIODevice::WriteOnly) || c.write(ComponentYaml) < 0
            || p.write(yaml) != yaml.size()) {
            std::fprintf(stderr, "bench_load: cannot write to %s\n", qPrintable(dir.path()));
            return 1;
        }
    }
    const std::string text(yaml.constData(), static_cast<std::size_t>(yaml.size()));

    // sanity: the generated file loads cleanly and has the expected shape
    int diagnostics = 0;
    int errors = 0;
    int stepCount = 0;
    int edges = 0;
    pw::yaml::Engine engine = pw::yaml::Engine::Auto;
    {
        pw::PipelineDocument doc;
        doc.load(file);
        diagnostics = static_cast<int>(doc.diagnostics().size());
        errors = doc.errorCount();
        stepCount = static_cast<int>(doc.spec().steps.size());
        edges = static_cast<int>(doc.graph().edges().size());
        engine = doc.yaml().engine;
        for (const auto& d : doc.diagnostics())
            if (d.severity == pw::Severity::Error)
                std::fprintf(stderr, "bench_load: unexpected: %s\n", qPrintable(d.toString()));
    }

    if (errors > 0 || stepCount != o.steps) {
        std::fprintf(stderr,
            "bench_load: the generated pipeline did not load as expected (%d steps of %d, %d errors)\n", stepCount,
            o.steps, errors);
        return 1;
    }

    auto parseAuto = [&] {
        pw::yaml::Document d;
        pw::yaml::parse(text, d, nullptr);
    };
    auto parseYamlCpp = [&] {
        pw::yaml::Document d;
        pw::yaml::parse(text, d, nullptr, pw::yaml::Engine::YamlCpp);
    };
    auto loadDoc = [&] {
        pw::PipelineDocument d;
        d.load(file);
    };

    // ours, the peer, ours again: alternate so that a busy neighbour hurts both sides alike
    double parseMs = bestMs(o.runs, parseAuto);
    double yamlCppMs = bestMs(o.runs, parseYamlCpp);
    double loadMs = bestMs(o.runs, loadDoc);
    QString why;
    const PeerTimes peer = pythonPeer(o, file, componentFile, &why);
    parseMs = std::min(parseMs, bestMs(o.runs, parseAuto));
    loadMs = std::min(loadMs, bestMs(o.runs, loadDoc));
    yamlCppMs = std::min(yamlCppMs, bestMs(std::max(1, o.runs / 2), parseYamlCpp));

    const double mb = static_cast<double>(yaml.size()) / (1024.0 * 1024.0);
    std::printf("bench_load: %d steps (%d loaded, %d edges), %.2f MB (%lld bytes), best of %d; %d diagnostics, %d "
                "errors\n",
        o.steps, stepCount, edges, mb, static_cast<long long>(yaml.size()), o.runs, diagnostics, errors);
    std::printf("machine: %d cores, load average %s; parse engine used by load: %s\n", QThread::idealThreadCount(),
        qPrintable(loadAverage()), engine == pw::yaml::Engine::Native ? "native" : "yaml-cpp");
    std::printf("peer: %s with python3-yaml's CSafeLoader (libyaml), timed inside python (interpreter start not "
                "counted)\n",
        qPrintable(o.python));
    std::printf("  load from the file: both open and read the pipeline and its component file from disk (page cache "
                "warm) and load them;\n  ours also builds the spec and graph and validates\n");
    std::printf("  parse from memory: both parse the pipeline's bytes already in memory\n\n");
    const QString peerName = QStringLiteral("python3-yaml CSafeLoader");
    const double loadGoal = 50.0 * o.steps / 1000.0;
    benchreport::header();
    benchreport::absolute(QStringLiteral("load from the file (read+parse+spec+validate)"), loadMs, peerName,
        peer.loadMs, "ms", loadGoal,
        o.steps == 1000 ? QStringLiteral("(1,000 steps)") : QStringLiteral("(50 ms per 1,000 steps)"));
    benchreport::relative(
        QStringLiteral("parse from memory (pw::yaml::parse)"), parseMs, peerName, peer.parseMs, "ms", 1.0, why);
    benchreport::absolute(QStringLiteral("YAML parse's share of the load"), 100.0 * parseMs / loadMs,
        QStringLiteral("(ours alone)"), -1, "%", 30.0);
    const QString peerRate = peer.parseMs > 0
        ? QStringLiteral("; libyaml+python %1 MB/s").arg(mb / (peer.parseMs / 1000.0), 0, 'f', 1)
        : QString();
    std::printf(
        "\nfor reference: parse %.1f MB/s; the yaml-cpp engine parses the same bytes in %.2f ms (%.1f MB/s)%s\n",
        mb / (parseMs / 1000.0), yamlCppMs, mb / (yamlCppMs / 1000.0), qPrintable(peerRate));
    if (peer.loadMs < 0)
        std::printf("peer unavailable: %s (apt-get install python3-yaml)\n", qPrintable(why));
    if (o.keep)
        std::printf("files kept in %s\n", qPrintable(dir.path()));
    benchreport::summary("bench_load");
    return 0;
}
