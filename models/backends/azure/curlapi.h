// SPDX-License-Identifier: MIT
#pragma once

#include <curl/curl.h>

#include <QString>

namespace pw::http {

// the libcurl functions the HTTP client calls
#define PW_CURL_FUNCTIONS(X)                                                                                           \
    X(global_init)                                                                                                     \
    X(easy_init)                                                                                                       \
    X(easy_setopt)                                                                                                     \
    X(easy_getinfo)                                                                                                    \
    X(easy_strerror)                                                                                                   \
    X(easy_cleanup)                                                                                                    \
    X(slist_append)                                                                                                    \
    X(slist_free_all)                                                                                                  \
    X(multi_init)                                                                                                      \
    X(multi_setopt)                                                                                                    \
    X(multi_add_handle)                                                                                                \
    X(multi_remove_handle)                                                                                             \
    X(multi_perform)                                                                                                   \
    X(multi_info_read)                                                                                                 \
    X(multi_poll)                                                                                                      \
    X(multi_wakeup)                                                                                                    \
    X(multi_cleanup)

/// libcurl, read when the first HTTP client is made instead of being linked into the executables. libcurl brings
/// some twenty libraries with it (TLS, Kerberos, LDAP, SSH…) whose loading and initialisers cost every start of the
/// studio about 11 ms, more than the rest of its libraries together (tests/bench/bench_startup), while only a
/// workspace connection uses them. The headers are libcurl's own, so every call keeps its declared types.
/// $PIPEWRIGHT_LIBCURL names another libcurl file to load.
struct CurlApi
{
#define PW_CURL_MEMBER(name) decltype(&::curl_##name) name = nullptr;
    PW_CURL_FUNCTIONS(PW_CURL_MEMBER)
#undef PW_CURL_MEMBER
};

/// libcurl's functions, loaded and initialised (curl_global_init) once per process, from any thread; null when
/// libcurl cannot be loaded, and then *error says why.
const CurlApi* curlApi(QString* error = nullptr);

} // namespace pw::http
