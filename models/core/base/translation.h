// SPDX-License-Identifier: MIT
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace pw {

/// Settings key of the interface language: "" follows the system, else a locale name ("en", "zh_CN").
inline constexpr const char* LanguageSettingsKey = "ui/language";

/// Locale names offered in Settings ▸ Language (besides "System").
QStringList availableLanguages();
/// The language's own name, e.g. "简体中文" for zh_CN.
QString nativeLanguageName(const QString& language);

/// The resource path of Pipewright's catalogue for `locale` (":/i18n/pipewright_zh_CN.qm"), or "" when there
/// is none. Any Simplified Chinese locale (zh_CN, zh_SG, zh_Hans_*) uses the zh_CN catalogue.
QString catalogueFor(const QLocale& locale);

/// Install the translations for `languageSetting` ("" = system locale): always Pipewright's English
/// catalogue (plural forms such as "1 error" / "2 errors"; it is also the fallback for any text another
/// catalogue lacks), and for other languages Qt's own (qtbase, from QLibraryInfo::TranslationsPath) and
/// Pipewright's (:/i18n/pipewright_<locale>.qm). Translators installed by a previous call are removed first,
/// so this switches languages at run time: every widget receives QEvent::LanguageChange. A language
/// without a catalogue falls back to English. Also sets QLocale::setDefault. Returns the locale used.
QLocale installTranslations(QCoreApplication& app, const QString& languageSetting);

/// The language stored in the settings ("" when unset).
QString languageSetting();
void setLanguageSetting(const QString& language);

} // namespace pw
