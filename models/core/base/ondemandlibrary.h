// SPDX-License-Identifier: MIT
#pragma once

#include <QLibrary>
#include <QString>

#include <mutex>

namespace pw {

/// A shared library read the first time one of its functions is needed instead of being linked into the
/// executables, so that its loading and initialisers are no part of a start (libcurl, Graphviz). `Api` is a struct
/// of the library's function pointers.
template <class Api>
struct OnDemandLibrary
{
    QLibrary* library = nullptr; // kept loaded for the process's life
    Api api;
    bool ok = false;
    QString error; // why it could not be loaded
};

/// The library the environment variable `override` names (another build), else `name` with its ABI `version` as a
/// linked executable would ask for it, loaded into `l`; false when it could not be, with l.error set to
/// `notLoaded` (a translated message whose %1 is the loader's reason).
template <class Api>
bool openOnDemandLibrary(OnDemandLibrary<Api>& l, const char* override, const QString& name, int version,
                         const QString& notLoaded)
{
    const QString chosen = qEnvironmentVariable(override);
    l.library = chosen.isEmpty() ? new QLibrary(name, version) : new QLibrary(chosen);
    if (l.library->load())
        return true;
    l.error = notLoaded.arg(l.library->errorString());
    return false;
}

/// `load()` (returning an OnDemandLibrary<Api>) run once per process, from whichever thread asks first; the API when
/// it loaded, else null and *error says why. Each `Load` type (a lambda) is one library.
template <class Api, class Load>
const Api* onDemand(Load load, QString* error)
{
    static std::once_flag once;
    static OnDemandLibrary<Api> loaded;
    std::call_once(once, [&load] { loaded = load(); });
    if (!loaded.ok && error)
        *error = loaded.error;
    return loaded.ok ? &loaded.api : nullptr;
}

} // namespace pw
