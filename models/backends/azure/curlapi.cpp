// SPDX-License-Identifier: MIT
#include "curlapi.h"

#include <QCoreApplication>
#include <QLibrary>

#include <mutex>

namespace pw::http {

namespace {

struct Loaded
{
    QLibrary* library = nullptr; // kept loaded for the process's life
    CurlApi api;
    bool ok = false;
    QString error;
};

Loaded load()
{
    Loaded l;
    // the library's name with its ABI version (libcurl.so.4), as a linked executable would ask for it, or the file
    // $PIPEWRIGHT_LIBCURL names (another build of libcurl); kept loaded
    const QString chosen = qEnvironmentVariable("PIPEWRIGHT_LIBCURL");
    l.library = chosen.isEmpty() ? new QLibrary(QStringLiteral("curl"), 4) : new QLibrary(chosen);
    QLibrary* library = l.library;
    if (!library->load()) {
        l.error = QCoreApplication::translate("Http", "libcurl could not be loaded (%1): install the libcurl4 package.")
                      .arg(library->errorString());
        return l;
    }
#define PW_CURL_RESOLVE(name)                                                                                          \
    l.api.name = reinterpret_cast<decltype(l.api.name)>(library->resolve("curl_" #name));                              \
    if (!l.api.name) {                                                                                                 \
        l.error = QCoreApplication::translate("Http", "%1 lacks the function %2: libcurl 7.85 or later is needed.")  \
                      .arg(library->fileName(), QStringLiteral("curl_" #name));                                        \
        return l;                                                                                                      \
    }
    PW_CURL_FUNCTIONS(PW_CURL_RESOLVE)
#undef PW_CURL_RESOLVE
    if (const CURLcode rc = l.api.global_init(CURL_GLOBAL_DEFAULT); rc != CURLE_OK) {
        l.error = QCoreApplication::translate("Http", "libcurl could not be initialised: %1")
                      .arg(QString::fromUtf8(l.api.easy_strerror(rc)));
        return l;
    }
    l.ok = true;
    return l;
}

} // namespace

const CurlApi* curlApi(QString* error)
{
    static std::once_flag once;
    static Loaded loaded;
    std::call_once(once, [] { loaded = load(); });
    if (!loaded.ok && error)
        *error = loaded.error;
    return loaded.ok ? &loaded.api : nullptr;
}

} // namespace pw::http
