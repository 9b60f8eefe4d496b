// SPDX-License-Identifier: MIT
#include "fieldchecks.h"

#include "validator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace pw {

namespace {

// the messages appear at the fields of the Properties panel and are translated with its texts
struct Messages
{
    Q_DECLARE_TR_FUNCTIONS(pw::PropertiesPanel)
};

QString rangeMessage(const FieldRule& rule)
{
    const QString lo = QString::number(rule.min, 'g', 15), hi = QString::number(rule.max, 'g', 15);
    if (rule.hasMin && rule.hasMax)
        return Messages::tr("Enter a value from %1 to %2.").arg(lo, hi);
    if (rule.hasMin)
        return Messages::tr("Enter %1 or more.").arg(lo);
    return Messages::tr("Enter %1 or less.").arg(hi);
}

QString checkInteger(const FieldRule& rule, const QString& text)
{
    bool ok = false;
    const qlonglong v = text.toLongLong(&ok);
    if (!ok)
        return Messages::tr("Enter a whole number.");
    if ((rule.hasMin && v < rule.min) || (rule.hasMax && v > rule.max))
        return rangeMessage(rule);
    return QString();
}

QString checkNumber(const FieldRule& rule, const QString& text)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok)
        return Messages::tr("Enter a number.");
    if ((rule.hasMin && v < rule.min) || (rule.hasMax && v > rule.max))
        return rangeMessage(rule);
    return QString();
}

QString checkMiniBatch(const QString& text)
{
    QString error;
    const qint64 v = parseMiniBatchSize(text, &error);
    if (v < 0)
        return error.isEmpty() ? Messages::tr("Enter a number of files, or a size such as 10kb or 100mb.") : error;
    if (v == 0)
        return Messages::tr("Enter 1 or more.");
    return QString();
}

QString checkSize(const QString& text)
{
    static const QRegularExpression size(QStringLiteral("^([0-9]+)([bkmgBKMG])$"));
    const auto m = size.match(text);
    if (!m.hasMatch())
        return Messages::tr("Write a whole number and a unit (b, k, m or g), such as 2g or 512m.");
    if (m.captured(1).toLongLong() <= 0)
        return Messages::tr("The size must be more than 0.");
    return QString();
}

QString checkInstanceType(const QString& text, bool kubernetes)
{
    static const QRegularExpression vm(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_.-]*$"));
    static const QRegularExpression k8s(QStringLiteral("^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$"));
    if (kubernetes && !k8s.match(text).hasMatch())
        return Messages::tr("An instance type on Kubernetes is named with lower-case letters, digits, “-” and “.”, "
                            "such as gpu-large.");
    if (!vm.match(text).hasMatch())
        return Messages::tr("An instance type is a name of letters, digits, “_”, “-” and “.”, such as "
                            "Standard_DS3_v2.");
    return QString();
}

QString checkEntryScript(const QString& text)
{
    if (!text.endsWith(QLatin1String(".py"), Qt::CaseInsensitive))
        return Messages::tr("The entry script is a Python file (.py) in the code folder.");
    if (QDir::isAbsolutePath(text))
        return Messages::tr("Write the entry script relative to the code folder.");
    return QString();
}

QString checkEnvironmentRef(const QString& text)
{
    static const QRegularExpression ref(QStringLiteral("^azureml:(//.+|[A-Za-z0-9][A-Za-z0-9_.-]*([:@].+)?)$"));
    if (!ref.match(text).hasMatch())
        return Messages::tr("Name a registered environment as azureml:name@latest, azureml:name:version or "
                            "azureml://registries/…; for a local conda file use Browse….");
    return QString();
}

QString unclosedBinding()
{
    return Messages::tr("A binding “${{” is not closed with “}}”.");
}

} // namespace

// ----- predicates ------------------------------------------------------------------------------------------------

bool startsWithBinding(const QString& text)
{
    return text.trimmed().startsWith(QLatin1String("${{"));
}

bool isIdentifierName(const QString& name)
{
    static const QRegularExpression ident(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return ident.match(name).hasMatch();
}

bool bindingsClosed(const QString& text)
{
    qsizetype from = 0;
    while ((from = text.indexOf(QLatin1String("${{"), from)) >= 0) {
        const qsizetype close = text.indexOf(QLatin1String("}}"), from + 3);
        const qsizetype next = text.indexOf(QLatin1String("${{"), from + 3);
        if (close < 0 || (next >= 0 && next < close))
            return false;
        from = close + 2;
    }
    return true;
}

bool quotesClosed(const QString& text)
{
    QChar quote;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quote.isNull()) {
            if (c == QLatin1Char('\\'))
                ++i;
            else if (c == QLatin1Char('"') || c == QLatin1Char('\''))
                quote = c;
        } else if (c == quote) {
            quote = QChar();
        } else if (c == QLatin1Char('\\') && quote == QLatin1Char('"')) {
            ++i;
        }
    }
    return quote.isNull();
}

QString localPathOf(const QString& value)
{
    QString t = value.trimmed();
    if (t.isEmpty() || startsWithBinding(t) || t.startsWith(QLatin1String("azureml:"))
        || t.contains(QLatin1String("://")) || t.startsWith(QLatin1String("git+")))
        return QString();
    if (t.startsWith(QLatin1String("file:")))
        t = t.mid(5);
    return t;
}

// ----- names -----------------------------------------------------------------------------------------------------

QString checkStepName(const QString& name, const QStringList& takenNames)
{
    const QString text = name.trimmed();
    if (text.isEmpty())
        return Messages::tr("A step needs a name.");
    // Azure ML's rule for the keys under `jobs` (as the validator's step-name rule)
    static const QRegularExpression stepName(QStringLiteral("^[a-z_][a-z\\d_]*$"),
                                             QRegularExpression::UseUnicodePropertiesOption);
    if (!stepName.match(text).hasMatch())
        return Messages::tr("Use lower-case letters, digits and “_”, starting with a letter or “_”.");
    if (takenNames.contains(text))
        return Messages::tr("Another step is already called “%1”.").arg(text);
    return QString();
}

QString checkComputeName(const QString& text)
{
    static const QRegularExpression clusterName(QStringLiteral("^[A-Za-z][A-Za-z0-9_-]*$"));
    const QString t = text.trimmed();
    const bool bad = t.startsWith(QLatin1String("azureml:"))
        ? !clusterName.match(t.mid(8)).hasMatch()
        : (!startsWithBinding(t) && !clusterName.match(t).hasMatch() && t != QLatin1String("serverless")
           && t != QLatin1String("local"));
    if (!bad)
        return QString();
    return t.isEmpty() ? Messages::tr("Enter the name of a compute cluster.")
                       : Messages::tr("A cluster name starts with a letter and has only letters, digits, “-” and “_”.");
}

QString checkVariableName(const QString& name, const QStringList& existing)
{
    const QString text = name.trimmed();
    if (text.isEmpty())
        return Messages::tr("A variable needs a name.");
    if (!isIdentifierName(text))
        return Messages::tr("“%1” is not a variable name: use letters, digits and “_”, starting with a letter or “_”.")
            .arg(text);
    if (existing.contains(text))
        return Messages::tr("“%1” is already in the list.").arg(text);
    return QString();
}

QString checkTagName(const QString& name, const QStringList& existing)
{
    const QString text = name.trimmed();
    if (text.isEmpty())
        return Messages::tr("A tag needs a name.");
    if (existing.contains(text))
        return Messages::tr("“%1” is already in the list.").arg(text);
    return QString();
}

QString checkPortBinding(const QString& input, bool isInput, const FieldScope& scope)
{
    const QString text = input.trimmed();
    static const QRegularExpression inRe(QStringLiteral(R"(^\$\{\{\s*inputs\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$)"));
    static const QRegularExpression outRe(QStringLiteral(R"(^\$\{\{\s*outputs\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$)"));
    const auto m = (isInput ? inRe : outRe).match(text);
    if (!m.hasMatch())
        return isInput ? Messages::tr("Write a binding to one of the step's inputs, such as ${{inputs.data}}.")
                       : Messages::tr("Write a binding to one of the step's outputs, such as ${{outputs.result}}.");
    const QStringList& names = isInput ? scope.inputs : scope.outputs;
    if (scope.portsKnown && !names.contains(m.captured(1)))
        return (isInput ? Messages::tr("The step has no input “%1”; it has: %2.")
                        : Messages::tr("The step has no output “%1”; it has: %2."))
            .arg(m.captured(1), names.isEmpty() ? Messages::tr("none") : names.join(QStringLiteral(", ")));
    return QString();
}

// ----- a field's value -------------------------------------------------------------------------------------------

QString checkField(const FieldRule& rule, const QString& input, const FieldScope& scope)
{
    const QString text = input.trimmed();
    if (rule.kind == FieldKind::Name)
        return checkStepName(text, scope.takenStepNames);
    if (text.isEmpty())
        return QString();
    // kinds whose text may hold bindings anywhere
    if (rule.kind == FieldKind::Script)
        return bindingsClosed(text) ? QString() : unclosedBinding();
    if (rule.kind == FieldKind::Arguments) {
        if (!quotesClosed(text))
            return Messages::tr("A quotation mark is not closed.");
        return bindingsClosed(text) ? QString() : unclosedBinding();
    }
    if (rule.kind == FieldKind::InputBinding || rule.kind == FieldKind::OutputBinding)
        return checkPortBinding(text, rule.kind == FieldKind::InputBinding, scope);
    if (startsWithBinding(text))
        return text.endsWith(QLatin1String("}}")) ? QString() : Messages::tr("A binding ends with “}}”.");
    QString error;
    switch (rule.kind) {
    case FieldKind::Integer: error = checkInteger(rule, text); break;
    case FieldKind::Number: error = checkNumber(rule, text); break;
    case FieldKind::Boolean:
        if (text.compare(QLatin1String("true"), Qt::CaseInsensitive) != 0
            && text.compare(QLatin1String("false"), Qt::CaseInsensitive) != 0)
            error = Messages::tr("Enter true or false.");
        break;
    case FieldKind::MiniBatch: error = checkMiniBatch(text); break;
    case FieldKind::Size: error = checkSize(text); break;
    case FieldKind::InstanceType: error = checkInstanceType(text, rule.kubernetes); break;
    case FieldKind::EntryScript: error = checkEntryScript(text); break;
    case FieldKind::EnvironmentRef: error = checkEnvironmentRef(text); break;
    default: break;
    }
    if (!error.isEmpty())
        return error;
    if (!rule.choices.isEmpty() && !rule.choices.contains(text))
        return Messages::tr("Choose one of: %1.").arg(rule.choices.join(QStringLiteral(", ")));
    return QString();
}

// ----- local files -----------------------------------------------------------------------------------------------

QString checkLocalPath(FieldKind kind, const QString& value, const QString& baseDir, const QString& codeFolder)
{
    const QString text = localPathOf(value);
    if (text.isEmpty())
        return QString();
    const QDir base(baseDir);
    switch (kind) {
    case FieldKind::Folder:
        if (!QFileInfo(base.absoluteFilePath(text)).isDir())
            return Messages::tr("There is no folder “%1” next to this pipeline file: the step cannot upload it.")
                .arg(text);
        break;
    case FieldKind::File:
        if (!QFileInfo(base.absoluteFilePath(text)).isFile())
            return Messages::tr("There is no file “%1” next to this pipeline file.").arg(text);
        break;
    case FieldKind::EntryScript: {
        const QString folder = localPathOf(codeFolder);
        const QString dir = base.absoluteFilePath(folder);
        if (!folder.isEmpty() && QFileInfo(dir).isDir() && !QFileInfo(QDir(dir).absoluteFilePath(text)).isFile())
            return Messages::tr("The code folder “%1” has no “%2”.").arg(folder, text);
        break;
    }
    default:
        break;
    }
    return QString();
}

} // namespace pw
