// SPDX-License-Identifier: MIT
#include "pythonvalues.h"

#include "yamljson.h"
#include "yamldata.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace pw::azure::submitdetail {

QString pythonFloatRepr(double d)
{
    if (std::isnan(d))
        return QStringLiteral("nan");
    if (std::isinf(d))
        return d < 0 ? QStringLiteral("-inf") : QStringLiteral("inf");
    if (d == 0)
        return std::signbit(d) ? QStringLiteral("-0.0") : QStringLiteral("0.0");
    // the shortest digits that read back, as d.ddde±x
    const QString e = QString::number(d, 'e', QLocale::FloatingPointShortest);
    const qsizetype at = e.indexOf(QLatin1Char('e'));
    QString mantissa = e.left(at);
    const int exponent = e.mid(at + 1).toInt();
    const bool negative = mantissa.startsWith(QLatin1Char('-'));
    if (negative)
        mantissa.remove(0, 1);
    const QString digits = QString(mantissa).remove(QLatin1Char('.'));
    QString out;
    if (exponent >= -4 && exponent < 16) {
        if (exponent < 0) {
            out = QStringLiteral("0.") + QString(-exponent - 1, QLatin1Char('0')) + digits;
        } else if (digits.size() > exponent + 1) {
            out = digits.left(exponent + 1) + QLatin1Char('.') + digits.mid(exponent + 1);
        } else {
            out = digits + QString(exponent + 1 - digits.size(), QLatin1Char('0')) + QStringLiteral(".0");
        }
    } else {
        out = digits.left(1);
        if (digits.size() > 1)
            out += QLatin1Char('.') + digits.mid(1);
        out += QStringLiteral("e%1%2").arg(exponent < 0 ? QLatin1Char('-') : QLatin1Char('+'))
                   .arg(std::abs(exponent), 2, 10, QLatin1Char('0'));
    }
    return negative ? QLatin1Char('-') + out : out;
}

QString isoDuration(double seconds)
{
    const bool negative = seconds < 0;
    qint64 total = qint64(std::llround(std::abs(seconds) * 1e6)); // microseconds, as a timedelta keeps them
    const qint64 days = total / (86400LL * 1000000);
    total -= days * 86400LL * 1000000;
    const qint64 hours = total / (3600LL * 1000000);
    total -= hours * 3600LL * 1000000;
    const qint64 minutes = total / (60LL * 1000000);
    total -= minutes * 60LL * 1000000;
    QString out = QStringLiteral("P");
    if (days)
        out += QString::number(days) + QLatin1Char('D');
    if (hours || minutes || total) {
        out += QLatin1Char('T');
        if (hours)
            out += QString::number(hours) + QLatin1Char('H');
        if (minutes)
            out += QString::number(minutes) + QLatin1Char('M');
        if (total) {
            const qint64 whole = total / 1000000, micro = total % 1000000;
            out += QString::number(whole);
            if (micro)
                out += QLatin1Char('.') + QStringLiteral("%1").arg(micro, 6, 10, QLatin1Char('0'));
            out += QLatin1Char('S');
        }
    }
    if (out == QLatin1String("P"))
        out = QStringLiteral("P0D");
    return negative ? QLatin1Char('-') + out : out;
}

PyScalar readAsPyYaml(const YamlData* n)
{
    PyScalar out;
    if (!n || n->isNull()) {
        out.kind = PyScalar::Kind::Null;
        out.text = QStringLiteral("None");
        return out;
    }
    if (!n->isScalar())
        return out;
    const QString v = n->text;
    out.text = v;
    if (!n->plain)
        return out; // quoted: a string
    // PyYAML's implicit resolvers (YAML 1.1)
    static const QRegularExpression boolean(QStringLiteral("^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$"));
    static const QRegularExpression decimal(QStringLiteral("^[-+]?(?:0|[1-9][0-9_]*)$"));
    static const QRegularExpression octal(QStringLiteral("^[-+]?0[0-7_]+$"));
    static const QRegularExpression hex(QStringLiteral("^[-+]?0x[0-9a-fA-F_]+$"));
    static const QRegularExpression binary(QStringLiteral("^[-+]?0b[0-1_]+$"));
    static const QRegularExpression floating(QStringLiteral(
        "^(?:[-+]?(?:[0-9][0-9_]*)\\.[0-9_]*(?:[eE][-+][0-9]+)?|\\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"));
    static const QRegularExpression null(QStringLiteral("^(?:~|null|Null|NULL)$"));
    if (null.match(v).hasMatch() || v.isEmpty()) {
        out.kind = PyScalar::Kind::Null;
        out.text = QStringLiteral("None");
        return out;
    }
    if (boolean.match(v).hasMatch()) {
        out.kind = PyScalar::Kind::Bool;
        const QString l = v.toLower();
        out.text = (l == QLatin1String("yes") || l == QLatin1String("true") || l == QLatin1String("on")) ? QStringLiteral("True")
                                                                                                        : QStringLiteral("False");
        return out;
    }
    auto integer = [&](QString digits, int base) {
        const bool negative = digits.startsWith(QLatin1Char('-'));
        if (digits.startsWith(QLatin1Char('-')) || digits.startsWith(QLatin1Char('+')))
            digits.remove(0, 1);
        digits.remove(QLatin1Char('_'));
        if (base == 16 || base == 2)
            digits.remove(0, 2);
        bool ok = false;
        const qulonglong value = digits.toULongLong(&ok, base);
        if (!ok)
            return false; // beyond 64 bits: kept as written
        out.kind = PyScalar::Kind::Int;
        out.text = (negative && value ? QStringLiteral("-") : QString()) + QString::number(value);
        return true;
    };
    if (decimal.match(v).hasMatch() && integer(v, 10))
        return out;
    if (octal.match(v).hasMatch() && integer(v, 8))
        return out;
    if (hex.match(v).hasMatch() && integer(v, 16))
        return out;
    if (binary.match(v).hasMatch() && integer(v, 2))
        return out;
    if (floating.match(v).hasMatch()) {
        QString t = v;
        t.remove(QLatin1Char('_'));
        const QString l = t.toLower();
        double d = 0;
        if (l.endsWith(QLatin1String(".inf")))
            d = l.startsWith(QLatin1Char('-')) ? -INFINITY : INFINITY;
        else if (l == QLatin1String(".nan"))
            d = NAN;
        else
            d = t.toDouble();
        out.kind = PyScalar::Kind::Float;
        out.text = pythonFloatRepr(d);
        return out;
    }
    return out;
}

QString literalText(const YamlData* n)
{
    if (!n || !n->isScalar())
        return {};
    const PyScalar p = readAsPyYaml(n);
    return p.kind == PyScalar::Kind::Null ? QString() : p.text;
}

QString literalType(const YamlData* n)
{
    switch (readAsPyYaml(n).kind) {
    case PyScalar::Kind::Bool:
        return QStringLiteral("boolean");
    case PyScalar::Kind::Int:
        return QStringLiteral("integer");
    case PyScalar::Kind::Float:
        return QStringLiteral("number");
    default:
        return QStringLiteral("string");
    }
}

QJsonValue interfaceValue(const QJsonValue& v, const QString& type)
{
    if (v.isUndefined() || v.isNull() || v.isObject() || v.isArray())
        return v;
    const QString t = type.trimmed().toLower();
    const QString text = v.isString() ? v.toString() : v.isBool() ? (v.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                                                                  : QString::number(v.toDouble(), 'g', 17);
    bool ok = false;
    if (t == QLatin1String("integer")) {
        const qint64 i = text.trimmed().toLongLong(&ok);
        if (ok)
            return QString::number(i);
        const double d = text.trimmed().toDouble(&ok);
        return ok && std::floor(d) == d ? QJsonValue(QString::number(qint64(d))) : v;
    }
    if (t == QLatin1String("number")) {
        const double d = v.isDouble() ? v.toDouble() : text.trimmed().toDouble(&ok);
        if (!v.isDouble() && !ok)
            return v;
        return pythonFloatRepr(d); // float(value), then str()
    }
    if (t == QLatin1String("boolean")) {
        const QString b = text.trimmed().toLower();
        if (b == QLatin1String("true"))
            return QStringLiteral("True");
        if (b == QLatin1String("false"))
            return QStringLiteral("False");
        return v;
    }
    return v.isString() ? v : QJsonValue(text);
}

} // namespace pw::azure::submitdetail
