# SPDX-License-Identifier: MIT
"""Entry script of bench_parallel, CPU-bound: SHA-256 of each file's bytes, computed --reps times (3,000 by default);
one hex digest per file. peer.py runs the same digest() in multiprocessing.Pool workers."""
import argparse
import hashlib

REPS = 3000


def digest(path, reps):
    with open(path, "rb") as fh:
        data = fh.read()
    h = b""
    for _ in range(reps):
        h = hashlib.sha256(data).digest()
    return h.hex()


def init():
    global REPS
    parser = argparse.ArgumentParser()
    parser.add_argument("--reps", type=int, default=3000)
    args, _ = parser.parse_known_args()
    REPS = args.reps


def run(mini_batch):
    return [digest(path, REPS) for path in mini_batch]
