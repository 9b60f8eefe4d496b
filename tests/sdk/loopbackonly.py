# SPDX-License-Identifier: MIT
"""Imported first by the scripts that run the official SDK beside the project (sdk_bodies.py, the benchmarks' SDK
sides): from then on this process resolves no host but loopback, so nothing it does can reach a network."""

import socket

_getaddrinfo = socket.getaddrinfo


def _loopback_only(host, *args, **kwargs):
    if host not in ("localhost", "127.0.0.1", "::1"):
        raise OSError("this process reaches no network (asked for %s)" % host)
    return _getaddrinfo(host, *args, **kwargs)


socket.getaddrinfo = _loopback_only
