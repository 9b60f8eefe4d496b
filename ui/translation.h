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

/// Install Qt's own translations (qtbase, from QLibraryInfo::TranslationsPath) and ours
/// (:/i18n/pipewright_<locale>.qm) for `languageSetting` ("" = system locale). Translators installed by a
/// previous call are removed first, so this can switch languages at run time. English, and any language
/// without a catalogue, falls back to the untranslated texts. Returns the locale used.
QLocale installTranslations(QCoreApplication& app, const QString& languageSetting);

/// The language stored in the settings ("" when unset).
QString languageSetting();
void setLanguageSetting(const QString& language);

} // namespace pw
