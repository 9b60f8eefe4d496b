// SPDX-License-Identifier: MIT
// What the Properties panel accepts in each kind of field, and the message it shows for what it refuses.
#include "fieldchecks.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace pw;

Q_DECLARE_METATYPE(pw::FieldRule)
Q_DECLARE_METATYPE(pw::FieldScope)
Q_DECLARE_METATYPE(pw::FieldKind)

namespace {

FieldRule rule(FieldKind kind)
{
    FieldRule r;
    r.kind = kind;
    return r;
}

FieldRule atLeast(FieldKind kind, double min)
{
    FieldRule r = rule(kind);
    r.hasMin = true;
    r.min = min;
    return r;
}

FieldRule atMost(FieldKind kind, double max)
{
    FieldRule r = rule(kind);
    r.hasMax = true;
    r.max = max;
    return r;
}

FieldRule between(FieldKind kind, double min, double max)
{
    FieldRule r = atLeast(kind, min);
    r.hasMax = true;
    r.max = max;
    return r;
}

FieldRule oneOf(FieldKind kind, const QStringList& choices)
{
    FieldRule r = rule(kind);
    r.choices = choices;
    return r;
}

FieldRule kubernetes()
{
    FieldRule r = rule(FieldKind::InstanceType);
    r.kubernetes = true;
    return r;
}

FieldScope steps(const QStringList& taken)
{
    FieldScope s;
    s.takenStepNames = taken;
    return s;
}

FieldScope ports(const QStringList& inputs, const QStringList& outputs)
{
    FieldScope s;
    s.portsKnown = true;
    s.inputs = inputs;
    s.outputs = outputs;
    return s;
}

const QString Fine;
const QString UnclosedBinding = QStringLiteral("A binding “${{” is not closed with “}}”.");
const QString BindingEnd = QStringLiteral("A binding ends with “}}”.");
const QString WholeNumber = QStringLiteral("Enter a whole number.");
const QString SizeUnit = QStringLiteral("Write a whole number and a unit (b, k, m or g), such as 2g or 512m.");
const QString VmSize = QStringLiteral("An instance type is a name of letters, digits, “_”, “-” and “.”, such as "
                                      "Standard_DS3_v2.");
const QString KubernetesType = QStringLiteral("An instance type on Kubernetes is named with lower-case letters, "
                                              "digits, “-” and “.”, such as gpu-large.");
const QString EnvironmentRef = QStringLiteral("Name a registered environment as azureml:name@latest, "
                                              "azureml:name:version or azureml://registries/…; for a local conda "
                                              "file use Browse….");
const QString ClusterName = QStringLiteral("A cluster name starts with a letter and has only letters, digits, “-” "
                                           "and “_”.");
const QString StepNameRule = QStringLiteral("Use lower-case letters, digits and “_”, starting with a letter or “_”.");

} // namespace

class TestFieldChecks : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        // a pipeline folder: ./src/score.py, ./conda.yml
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("src")));
        for (const char* name : {"src/score.py", "conda.yml"}) {
            QFile f(m_dir.filePath(QLatin1String(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
    }

    void field_data()
    {
        QTest::addColumn<FieldRule>("rule");
        QTest::addColumn<FieldScope>("scope");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");

        const FieldScope none;
        auto row = [&](const char* name, const FieldRule& r, const QString& text, const QString& message,
                       const FieldScope& scope = FieldScope()) {
            QTest::newRow(name) << r << scope << text << message;
        };
        // free text, data and paths: anything goes here (the validator and the path warnings have their say)
        row("text", rule(FieldKind::Text), QStringLiteral("a step that trains"), Fine);
        row("data asset", rule(FieldKind::Data), QStringLiteral("azureml:raw@latest"), Fine);
        row("data binding", rule(FieldKind::Data), QStringLiteral("${{parent.inputs.data}}"), Fine);
        row("folder", rule(FieldKind::Folder), QStringLiteral("./src"), Fine);
        row("file", rule(FieldKind::File), QStringLiteral("./conda.yml"), Fine);
        row("empty is fine", atLeast(FieldKind::Integer, 1), QString(), Fine);
        row("blank is fine", rule(FieldKind::Size), QStringLiteral("   "), Fine);
        row("unclosed binding", rule(FieldKind::Integer), QStringLiteral("${{parent.inputs.n"), BindingEnd);

        // integers and numbers, with the range of the input's declaration
        row("integer", rule(FieldKind::Integer), QStringLiteral("42"), Fine);
        row("integer trimmed", rule(FieldKind::Integer), QStringLiteral(" 7 "), Fine);
        row("integer negative", rule(FieldKind::Integer), QStringLiteral("-3"), Fine);
        row("integer binding", atLeast(FieldKind::Integer, 1), QStringLiteral("${{parent.inputs.n}}"), Fine);
        row("integer decimal", rule(FieldKind::Integer), QStringLiteral("4.5"), WholeNumber);
        row("integer word", rule(FieldKind::Integer), QStringLiteral("many"), WholeNumber);
        row("integer below 1", atLeast(FieldKind::Integer, 1), QStringLiteral("0"), QStringLiteral("Enter 1 or more."));
        row("integer at -1", atLeast(FieldKind::Integer, -1), QStringLiteral("-1"), Fine);
        row("integer below -1", atLeast(FieldKind::Integer, -1), QStringLiteral("-2"),
            QStringLiteral("Enter -1 or more."));
        row("integer above max", atMost(FieldKind::Integer, 10), QStringLiteral("11"),
            QStringLiteral("Enter 10 or less."));
        row("timeout in range", between(FieldKind::Integer, 1, 259200), QStringLiteral("259200"), Fine);
        row("timeout too long", between(FieldKind::Integer, 1, 259200), QStringLiteral("259201"),
            QStringLiteral("Enter a value from 1 to 259200."));
        row("integer choice", oneOf(FieldKind::Integer, {QStringLiteral("1"), QStringLiteral("2")}),
            QStringLiteral("3"), QStringLiteral("Choose one of: 1, 2."));
        row("number", rule(FieldKind::Number), QStringLiteral("0.5"), Fine);
        row("number exponent", rule(FieldKind::Number), QStringLiteral("1e-3"), Fine);
        row("number word", rule(FieldKind::Number), QStringLiteral("half"), QStringLiteral("Enter a number."));
        row("number out of range", between(FieldKind::Number, 0.1, 0.9), QStringLiteral("1.5"),
            QStringLiteral("Enter a value from 0.1 to 0.9."));

        // booleans and choices
        row("true", rule(FieldKind::Boolean), QStringLiteral("true"), Fine);
        row("False", rule(FieldKind::Boolean), QStringLiteral("False"), Fine);
        row("yes", rule(FieldKind::Boolean), QStringLiteral("yes"), QStringLiteral("Enter true or false."));
        const QStringList levels {QStringLiteral("DEBUG"), QStringLiteral("INFO"), QStringLiteral("WARNING")};
        row("choice", oneOf(FieldKind::Enum, levels), QStringLiteral("INFO"), Fine);
        row("choice spelled otherwise", oneOf(FieldKind::Enum, levels), QStringLiteral("info"),
            QStringLiteral("Choose one of: DEBUG, INFO, WARNING."));

        // mini_batch_size: a number of files or a size
        row("mini-batch files", rule(FieldKind::MiniBatch), QStringLiteral("10"), Fine);
        row("mini-batch kb", rule(FieldKind::MiniBatch), QStringLiteral("10kb"), Fine);
        row("mini-batch MB", rule(FieldKind::MiniBatch), QStringLiteral("100MB"), Fine);
        row("mini-batch zero", rule(FieldKind::MiniBatch), QStringLiteral("0"),
            QStringLiteral("mini_batch_size must be at least 1"));
        row("mini-batch 0kb", rule(FieldKind::MiniBatch), QStringLiteral("0kb"),
            QStringLiteral("mini_batch_size must be at least 1"));
        row("mini-batch decimal", rule(FieldKind::MiniBatch), QStringLiteral("1.5mb"),
            QStringLiteral("mini_batch_size '1.5mb' must be a number of files or a size like 10kb, 10mb, 1gb (no "
                           "spaces, no decimals)"));
        row("mini-batch space", rule(FieldKind::MiniBatch), QStringLiteral("10 kb"),
            QStringLiteral("mini_batch_size '10 kb' must be a number of files or a size like 10kb, 10mb, 1gb (no "
                           "spaces, no decimals)"));
        row("mini-batch two units", rule(FieldKind::MiniBatch), QStringLiteral("1kbmb"),
            QStringLiteral("mini_batch_size '1kbmb' has more than one unit"));
        row("mini-batch inner binding", rule(FieldKind::MiniBatch), QStringLiteral("1${{parent.inputs.n}}"),
            QStringLiteral("Enter 1 or more."));

        // shm_size
        row("size g", rule(FieldKind::Size), QStringLiteral("2g"), Fine);
        row("size m", rule(FieldKind::Size), QStringLiteral("512m"), Fine);
        row("size upper case", rule(FieldKind::Size), QStringLiteral("16G"), Fine);
        row("size gb", rule(FieldKind::Size), QStringLiteral("2gb"), SizeUnit);
        row("size without unit", rule(FieldKind::Size), QStringLiteral("2048"), SizeUnit);
        row("size decimal", rule(FieldKind::Size), QStringLiteral("1.5g"), SizeUnit);
        row("size zero", rule(FieldKind::Size), QStringLiteral("0g"), QStringLiteral("The size must be more than 0."));

        // instance types: VM sizes, or instance types of a Kubernetes cluster
        row("vm size", rule(FieldKind::InstanceType), QStringLiteral("Standard_DS3_v2"), Fine);
        row("vm size with space", rule(FieldKind::InstanceType), QStringLiteral("Standard DS3"), VmSize);
        row("vm size starting with _", rule(FieldKind::InstanceType), QStringLiteral("_DS3"), VmSize);
        row("kubernetes type", kubernetes(), QStringLiteral("gpu-large"), Fine);
        row("kubernetes dotted", kubernetes(), QStringLiteral("cpu.small"), Fine);
        row("kubernetes upper case", kubernetes(), QStringLiteral("Standard_DS3_v2"), KubernetesType);
        row("kubernetes trailing -", kubernetes(), QStringLiteral("gpu-"), KubernetesType);

        // docker arguments and scripts: quotes and bindings closed
        row("docker args", rule(FieldKind::Arguments), QStringLiteral("--ipc=host --shm-size=8g"), Fine);
        row("docker args quoted", rule(FieldKind::Arguments), QStringLiteral("--label \"a \\\" b\" --x 'c d'"), Fine);
        row("docker args escaped quote", rule(FieldKind::Arguments), QStringLiteral("--name it\\'s"), Fine);
        row("docker args open quote", rule(FieldKind::Arguments), QStringLiteral("--label 'a b"),
            QStringLiteral("A quotation mark is not closed."));
        row("docker args open binding", rule(FieldKind::Arguments), QStringLiteral("--cpus ${{inputs.n"),
            UnclosedBinding);
        row("command", rule(FieldKind::Script), QStringLiteral("python main.py --data ${{inputs.data}}"), Fine);
        row("command lines", rule(FieldKind::Script),
            QStringLiteral("python prep.py \\\n  --in ${{inputs.raw}} \\\n  --out ${{outputs.clean}}"), Fine);
        row("command open binding", rule(FieldKind::Script), QStringLiteral("python ${{inputs.a} ${{inputs.b}}"),
            UnclosedBinding);
        row("command binding at end", rule(FieldKind::Script), QStringLiteral("python main.py ${{inputs.a"),
            UnclosedBinding);

        // the entry script and the environment of a step
        row("entry script", rule(FieldKind::EntryScript), QStringLiteral("score.py"), Fine);
        row("entry script in a folder", rule(FieldKind::EntryScript), QStringLiteral("batch/score.PY"), Fine);
        row("entry script not python", rule(FieldKind::EntryScript), QStringLiteral("score.sh"),
            QStringLiteral("The entry script is a Python file (.py) in the code folder."));
        row("entry script absolute", rule(FieldKind::EntryScript), QStringLiteral("/work/score.py"),
            QStringLiteral("Write the entry script relative to the code folder."));
        row("environment label", rule(FieldKind::EnvironmentRef), QStringLiteral("azureml:sklearn-1.5@latest"), Fine);
        row("environment version", rule(FieldKind::EnvironmentRef), QStringLiteral("azureml:my-env:3"), Fine);
        row("environment registry", rule(FieldKind::EnvironmentRef),
            QStringLiteral("azureml://registries/azureml/environments/sklearn-1.5/labels/latest"), Fine);
        row("environment without azureml:", rule(FieldKind::EnvironmentRef), QStringLiteral("sklearn@latest"),
            EnvironmentRef);
        row("environment without name", rule(FieldKind::EnvironmentRef), QStringLiteral("azureml:"), EnvironmentRef);
        row("environment conda file", rule(FieldKind::EnvironmentRef), QStringLiteral("./conda.yml"), EnvironmentRef);

        // bindings to the step's own ports (input_data, append_row_to)
        const FieldScope io = ports({QStringLiteral("data"), QStringLiteral("model")}, {QStringLiteral("result")});
        row("input binding", rule(FieldKind::InputBinding), QStringLiteral("${{inputs.data}}"), Fine, io);
        row("input binding spaced", rule(FieldKind::InputBinding), QStringLiteral("${{ inputs.model }}"), Fine, io);
        row("input binding unknown", rule(FieldKind::InputBinding), QStringLiteral("${{inputs.other}}"),
            QStringLiteral("The step has no input “other”; it has: data, model."), io);
        row("input binding, ports unknown", rule(FieldKind::InputBinding), QStringLiteral("${{inputs.other}}"), Fine,
            none);
        row("input binding, no inputs", rule(FieldKind::InputBinding), QStringLiteral("${{inputs.data}}"),
            QStringLiteral("The step has no input “data”; it has: none."), ports({}, {}));
        row("input name only", rule(FieldKind::InputBinding), QStringLiteral("data"),
            QStringLiteral("Write a binding to one of the step's inputs, such as ${{inputs.data}}."), io);
        row("input binding to parent", rule(FieldKind::InputBinding), QStringLiteral("${{parent.inputs.data}}"),
            QStringLiteral("Write a binding to one of the step's inputs, such as ${{inputs.data}}."), io);
        row("output binding", rule(FieldKind::OutputBinding), QStringLiteral("${{outputs.result}}"), Fine, io);
        row("output binding unknown", rule(FieldKind::OutputBinding), QStringLiteral("${{outputs.scores}}"),
            QStringLiteral("The step has no output “scores”; it has: result."), io);
        row("output binding to an input", rule(FieldKind::OutputBinding), QStringLiteral("${{inputs.result}}"),
            QStringLiteral("Write a binding to one of the step's outputs, such as ${{outputs.result}}."), io);

        // step names
        const FieldScope others = steps({QStringLiteral("train"), QStringLiteral("score")});
        row("name", rule(FieldKind::Name), QStringLiteral("prep"), Fine, others);
        row("name trimmed", rule(FieldKind::Name), QStringLiteral(" prep_2 "), Fine, others);
        row("name starting with _", rule(FieldKind::Name), QStringLiteral("_prep"), Fine, others);
        row("name empty", rule(FieldKind::Name), QString(), QStringLiteral("A step needs a name."), others);
        row("name blank", rule(FieldKind::Name), QStringLiteral("  "), QStringLiteral("A step needs a name."), others);
        row("name with digit first", rule(FieldKind::Name), QStringLiteral("1prep"), StepNameRule, others);
        row("name with dash", rule(FieldKind::Name), QStringLiteral("my-step"), StepNameRule, others);
        row("name taken", rule(FieldKind::Name), QStringLiteral("train"),
            QStringLiteral("Another step is already called “train”."), others);
        row("name with a capital", rule(FieldKind::Name), QStringLiteral("Train"), StepNameRule, others);
        row("name beside a taken one", rule(FieldKind::Name), QStringLiteral("train_2"), Fine, others);
    }

    void field()
    {
        QFETCH(FieldRule, rule);
        QFETCH(FieldScope, scope);
        QFETCH(QString, text);
        QFETCH(QString, message);
        QCOMPARE(checkField(rule, text, scope), message);
    }

    void computeName_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("cluster") << QStringLiteral("cpu-cluster") << Fine;
        QTest::newRow("cluster with _") << QStringLiteral("gpu_cluster_2") << Fine;
        QTest::newRow("azureml: cluster") << QStringLiteral("azureml:cpu-cluster") << Fine;
        QTest::newRow("serverless") << QStringLiteral("serverless") << Fine;
        QTest::newRow("local") << QStringLiteral("local") << Fine;
        QTest::newRow("binding") << QStringLiteral("${{parent.inputs.compute}}") << Fine;
        QTest::newRow("trimmed") << QStringLiteral(" cpu-cluster ") << Fine;
        QTest::newRow("empty") << QString() << QStringLiteral("Enter the name of a compute cluster.");
        QTest::newRow("digit first") << QStringLiteral("1cluster") << ClusterName;
        QTest::newRow("space") << QStringLiteral("gpu cluster") << ClusterName;
        QTest::newRow("azureml: only") << QStringLiteral("azureml:") << ClusterName;
        QTest::newRow("azureml: digit first") << QStringLiteral("azureml:1x") << ClusterName;
        QTest::newRow("azureml:serverless") << QStringLiteral("azureml:serverless") << Fine;
    }

    void computeName()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        QCOMPARE(checkComputeName(text), message);
    }

    void mapKey_data()
    {
        QTest::addColumn<bool>("variable");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("existing");
        QTest::addColumn<QString>("message");
        const QStringList vars {QStringLiteral("PATH"), QStringLiteral("OMP_NUM_THREADS")};
        const QStringList tags {QStringLiteral("team"), QStringLiteral("run kind")};
        QTest::newRow("variable") << true << QStringLiteral("MY_VAR") << vars << Fine;
        QTest::newRow("variable lower case") << true << QStringLiteral("_debug") << vars << Fine;
        QTest::newRow("variable empty") << true << QString() << vars << QStringLiteral("A variable needs a name.");
        QTest::newRow("variable digit first")
            << true << QStringLiteral("1VAR") << vars
            << QStringLiteral("“1VAR” is not a variable name: use letters, digits and “_”, starting with a letter or "
                              "“_”.");
        QTest::newRow("variable with dash")
            << true << QStringLiteral("MY-VAR") << vars
            << QStringLiteral("“MY-VAR” is not a variable name: use letters, digits and “_”, starting with a letter or "
                              "“_”.");
        QTest::newRow("variable taken") << true << QStringLiteral("PATH") << vars
                                        << QStringLiteral("“PATH” is already in the list.");
        QTest::newRow("tag with space") << false << QStringLiteral("data set") << tags << Fine;
        QTest::newRow("tag with dash") << false << QStringLiteral("cost-center") << tags << Fine;
        QTest::newRow("tag empty") << false << QStringLiteral(" ") << tags << QStringLiteral("A tag needs a name.");
        QTest::newRow("tag taken") << false << QStringLiteral("run kind") << tags
                                   << QStringLiteral("“run kind” is already in the list.");
    }

    void mapKey()
    {
        QFETCH(bool, variable);
        QFETCH(QString, name);
        QFETCH(QStringList, existing);
        QFETCH(QString, message);
        QCOMPARE(variable ? checkVariableName(name, existing) : checkTagName(name, existing), message);
    }

    void localPath_data()
    {
        QTest::addColumn<FieldKind>("kind");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("codeFolder");
        QTest::addColumn<QString>("message");
        QTest::newRow("folder") << FieldKind::Folder << QStringLiteral("./src") << QString() << Fine;
        QTest::newRow("folder file:") << FieldKind::Folder << QStringLiteral("file:./src") << QString() << Fine;
        QTest::newRow("folder missing")
            << FieldKind::Folder << QStringLiteral("./missing") << QString()
            << QStringLiteral("There is no folder “./missing” next to this pipeline file: the step cannot upload it.");
        QTest::newRow("folder is a file")
            << FieldKind::Folder << QStringLiteral("conda.yml") << QString()
            << QStringLiteral("There is no folder “conda.yml” next to this pipeline file: the step cannot upload it.");
        QTest::newRow("folder asset") << FieldKind::Folder << QStringLiteral("azureml:src@latest") << QString() << Fine;
        QTest::newRow("folder url") << FieldKind::Folder << QStringLiteral("https://example.com/src") << QString()
                                    << Fine;
        QTest::newRow("folder git") << FieldKind::Folder << QStringLiteral("git+https://example.com/r.git")
                                    << QString() << Fine;
        QTest::newRow("folder binding") << FieldKind::Folder << QStringLiteral("${{inputs.code}}") << QString() << Fine;
        QTest::newRow("file") << FieldKind::File << QStringLiteral("./conda.yml") << QString() << Fine;
        QTest::newRow("file missing") << FieldKind::File << QStringLiteral("./env.yml") << QString()
                                      << QStringLiteral("There is no file “./env.yml” next to this pipeline file.");
        QTest::newRow("file is a folder") << FieldKind::File << QStringLiteral("src") << QString()
                                          << QStringLiteral("There is no file “src” next to this pipeline file.");
        QTest::newRow("entry script") << FieldKind::EntryScript << QStringLiteral("score.py")
                                      << QStringLiteral("./src") << Fine;
        QTest::newRow("entry script missing") << FieldKind::EntryScript << QStringLiteral("main.py")
                                              << QStringLiteral("./src")
                                              << QStringLiteral("The code folder “./src” has no “main.py”.");
        QTest::newRow("entry script, code folder missing")
            << FieldKind::EntryScript << QStringLiteral("main.py") << QStringLiteral("./nothere") << Fine;
        QTest::newRow("entry script, no code folder")
            << FieldKind::EntryScript << QStringLiteral("main.py") << QString() << Fine;
        QTest::newRow("entry script, code asset")
            << FieldKind::EntryScript << QStringLiteral("main.py") << QStringLiteral("azureml:code:1") << Fine;
        QTest::newRow("text is not a path") << FieldKind::Text << QStringLiteral("./missing") << QString() << Fine;
        QTest::newRow("empty") << FieldKind::Folder << QString() << QString() << Fine;
    }

    void localPath()
    {
        QFETCH(FieldKind, kind);
        QFETCH(QString, value);
        QFETCH(QString, codeFolder);
        QFETCH(QString, message);
        QCOMPARE(checkLocalPath(kind, value, m_dir.path(), codeFolder), message);
    }

    void localPathOf_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("path");
        QTest::newRow("relative") << QStringLiteral(" ./src ") << QStringLiteral("./src");
        QTest::newRow("file:") << QStringLiteral("file:../data") << QStringLiteral("../data");
        QTest::newRow("asset") << QStringLiteral("azureml:data:1") << QString();
        QTest::newRow("url") << QStringLiteral("wasbs://c@a.blob.core.windows.net/x") << QString();
        QTest::newRow("git") << QStringLiteral("git+https://example.com/r.git") << QString();
        QTest::newRow("binding") << QStringLiteral("${{parent.inputs.data}}") << QString();
        QTest::newRow("empty") << QString() << QString();
    }

    void localPathOf()
    {
        QFETCH(QString, value);
        QFETCH(QString, path);
        QCOMPARE(pw::localPathOf(value), path);
    }

    void closed_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("bindings");
        QTest::addColumn<bool>("quotes");
        QTest::newRow("plain") << QStringLiteral("python main.py") << true << true;
        QTest::newRow("binding") << QStringLiteral("--x ${{inputs.a}}") << true << true;
        QTest::newRow("two bindings") << QStringLiteral("${{inputs.a}}${{inputs.b}}") << true << true;
        QTest::newRow("open binding") << QStringLiteral("--x ${{inputs.a") << false << true;
        QTest::newRow("binding opened twice") << QStringLiteral("${{inputs.a ${{inputs.b}}") << false << true;
        QTest::newRow("single quotes") << QStringLiteral("echo 'a \"b'") << true << true;
        QTest::newRow("double quotes") << QStringLiteral("echo \"a \\\" 'b\"") << true << true;
        QTest::newRow("escaped quote") << QStringLiteral("echo it\\'s") << true << true;
        QTest::newRow("open single quote") << QStringLiteral("echo 'abc") << true << false;
        QTest::newRow("open double quote") << QStringLiteral("echo \"abc\\\"") << true << false;
        QTest::newRow("backslash in single quotes") << QStringLiteral("echo 'a\\' b") << true << true;
    }

    void closed()
    {
        QFETCH(QString, text);
        QFETCH(bool, bindings);
        QFETCH(bool, quotes);
        QCOMPARE(bindingsClosed(text), bindings);
        QCOMPARE(quotesClosed(text), quotes);
    }
};

QTEST_GUILESS_MAIN(TestFieldChecks)
#include "tst_fieldchecks.moc"
