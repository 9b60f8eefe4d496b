// SPDX-License-Identifier: MIT
#include "translation.h"

#include <QCoreApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

#include <functional>
#include <vector>

namespace pw {

namespace {

std::vector<QPointer<QTranslator>>& installed()
{
    static std::vector<QPointer<QTranslator>> translators;
    return translators;
}

const QLatin1String CataloguePrefix(":/i18n/pipewright_");

bool isEnglish(const QLocale& locale)
{
    return locale.language() == QLocale::English || locale.language() == QLocale::C;
}

} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString nativeLanguageName(const QString& language)
{
    if (language == QLatin1String("en"))
        return QStringLiteral("English");
    if (language == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    const QLocale locale(language);
    return locale.nativeLanguageName();
}

QString catalogueFor(const QLocale& locale)
{
    if (isEnglish(locale))
        return CataloguePrefix + QLatin1String("en.qm");
    // the most specific name first: zh_CN, then zh
    QStringList names {locale.name()};
    if (locale.language() == QLocale::Chinese && locale.script() != QLocale::TraditionalChineseScript
        && locale.territory() != QLocale::Taiwan && locale.territory() != QLocale::HongKong
        && locale.territory() != QLocale::Macao)
        names << QStringLiteral("zh_CN");
    names << QLocale::languageToCode(locale.language());
    for (const QString& name : std::as_const(names)) {
        const QString path = CataloguePrefix + name + QLatin1String(".qm");
        if (QFile::exists(path))
            return path;
    }
    return QString();
}

QLocale installTranslations(QCoreApplication& app, const QString& languageSetting)
{
    for (const QPointer<QTranslator>& t : installed()) {
        if (t) {
            app.removeTranslator(t);
            delete t.data();
        }
    }
    installed().clear();

    const QLocale locale = languageSetting.isEmpty() ? QLocale::system() : QLocale(languageSetting);
    QLocale::setDefault(locale);

    // Translators installed later are asked first, so English goes in first as the fallback of the others.
    auto install = [&](const std::function<bool(QTranslator*)>& load) {
        auto* translator = new QTranslator(&app);
        if (load(translator) && !translator->isEmpty() && app.installTranslator(translator))
            installed().push_back(translator);
        else
            delete translator;
    };
    install([](QTranslator* t) { return t->load(CataloguePrefix + QLatin1String("en.qm")); });
    if (isEnglish(locale))
        return locale;

    install([&](QTranslator* t) {
        return t->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                       QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    });
    const QString catalogue = catalogueFor(locale);
    if (!catalogue.isEmpty())
        install([&](QTranslator* t) { return t->load(catalogue); });
    return locale;
}

QString languageSetting()
{
    return QSettings().value(QLatin1String(LanguageSettingsKey)).toString();
}

void setLanguageSetting(const QString& language)
{
    QSettings().setValue(QLatin1String(LanguageSettingsKey), language);
}

} // namespace pw
