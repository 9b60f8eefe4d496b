// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QString>
#include <QStringList>

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

/// Whether a library read on demand can bind its symbols (and those of the libraries it needs) in its own libraries
/// first: RTLD_DEEPBIND. A library of thirty-odd libraries bound at load (BIND_NOW, as Debian builds libcurl's)
/// otherwise looks every symbol up through the process's global scope first: the program's own twenty libraries (Qt
/// Core, ICU, GLib, libstdc++, …) ahead of those it brings. Not when something interposes symbols: LD_PRELOAD (an
/// allocator, valgrind, heaptrack; deep binding would pass them by for those libraries) or a sanitizer's runtime
/// (which refuses deep binding).
inline bool onDemandCanBindDeep()
{
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__) || defined(__SANITIZE_MEMORY__)
    return false;
#else
    return qEnvironmentVariableIsEmpty("LD_PRELOAD");
#endif
}

/// The library the environment variable `override` names (another build), else `name` with its ABI `version` as a
/// linked executable would ask for it, loaded into `l`; false when it could not be, with l.error set to
/// `notLoaded` (a translated message whose %1 is the loader's reason). `deep`: bound in its own libraries first
/// when onDemandCanBindDeep().
template <class Api>
bool openOnDemandLibrary(OnDemandLibrary<Api>& l, const char* override, const QString& name, int version,
                         const QString& notLoaded, bool deep = false)
{
    const QString chosen = qEnvironmentVariable(override);
    l.library = chosen.isEmpty() ? new QLibrary(name, version) : new QLibrary(chosen);
    if (deep && onDemandCanBindDeep())
        l.library->setLoadHints(QLibrary::DeepBindHint);
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

/// Where one of the project's own files beside the programs may be (a plugin, a helper program): the file the
/// environment variable `override` names; else `relative` to the running program's folder (the installed layout,
/// bin/../lib/…/pipewright/), then `built`, where this build made it.
inline QStringList ownFileCandidates(const char* override, const QString& relative, const QString& built)
{
    const QString chosen = qEnvironmentVariable(override);
    if (!chosen.isEmpty())
        return {chosen};
    QStringList files;
    if (!relative.isEmpty() && QCoreApplication::instance())
        files << QDir::cleanPath(QDir(QCoreApplication::applicationDirPath()).filePath(relative));
    if (!built.isEmpty() && !files.contains(built))
        files << built;
    return files;
}

/// One of the project's plugins, loaded into `l` from the first of `files` that exists (the first one when none
/// does, so that a message names it): the address of its function `entry`, or null with *tried (the file) and
/// *reason (the loader's words, or `notAPlugin` when it has no such function) set.
template <class Api>
QFunctionPointer openPlugin(OnDemandLibrary<Api>& l, const QStringList& files, const char* entry,
                            const QString& notAPlugin, QString* tried, QString* reason)
{
    *tried = files.value(0);
    for (const QString& file : files) {
        if (files.size() > 1 && !QFileInfo::exists(file))
            continue; // the next place; the message names the first
        *tried = file;
        l.library = new QLibrary(file);
        if (!l.library->load()) {
            *reason = l.library->errorString();
            return nullptr;
        }
        if (const QFunctionPointer f = l.library->resolve(entry))
            return f;
        *reason = notAPlugin;
        return nullptr;
    }
    return nullptr; // *reason: the caller's "no such file"
}

} // namespace pw
