// SPDX-License-Identifier: MIT
#include "translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

#include <vector>

namespace pw {

namespace {

std::vector<QPointer<QTranslator>>& installed()
{
    static std::vector<QPointer<QTranslator>> translators;
    return translators;
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
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return locale;

    auto load = [&](const QString& name, const QString& dir) {
        auto* translator = new QTranslator(&app);
        if (translator->load(locale, name, QStringLiteral("_"), dir) && app.installTranslator(translator)) {
            installed().push_back(translator);
        } else {
            delete translator;
        }
    };
    load(QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    load(QStringLiteral("pipewright"), QStringLiteral(":/i18n"));
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
