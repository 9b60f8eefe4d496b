# SPDX-License-Identifier: MIT
"""Peers of bench_parallel: the same work as the parallel step, done by multiprocessing.Pool(2) over the files of a
folder (listed and sorted as the runtime does), with the functions of the entry scripts next to this file.

  peer.py imap  DIR [CHUNKSIZE]       no-op task per file, Pool.imap
  peer.py apply DIR                   no-op task per file, Pool.apply one after another
  peer.py cpu   DIR REPS [CHUNKSIZE]  sha.digest(file, REPS) per file, Pool.imap
  peer.py first DIR STAMP [CHUNKSIZE] stamp.init as the Pool's initializer, stamp.run per file, Pool.imap
  peer.py mem   DIR [CHUNKSIZE]       as imap, then prints this process's peak resident memory (KiB)

Prints the number of items processed (then the peak memory for mem); exits 1 when not every item came back."""
import functools
import multiprocessing
import os
import resource
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sha  # noqa: E402
import stamp  # noqa: E402


def noop(item):
    return item


def listing(folder):
    return [os.path.join(folder, name) for name in sorted(os.listdir(folder))]


def main():
    mode, folder = sys.argv[1], sys.argv[2]
    rest = sys.argv[3:]
    items = listing(folder)
    if mode == "first":
        pool = multiprocessing.Pool(2, initializer=stamp.init, initargs=(rest[0],))
        func, rest = stamp.run, rest[1:]
    elif mode == "cpu":
        pool = multiprocessing.Pool(2)
        func, rest = functools.partial(sha.digest, reps=int(rest[0])), rest[1:]
    else:
        pool = multiprocessing.Pool(2)
        func = noop
    chunksize = int(rest[0]) if rest else 1
    count = 0
    if mode == "apply":
        for item in items:
            pool.apply(noop, (item,))
            count += 1
    else:
        for _ in pool.imap(func, items, chunksize=chunksize):
            count += 1
    pool.close()
    pool.join()
    out = [str(count)]
    if mode == "mem":
        out.append(str(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))
    print(" ".join(out))
    return 0 if count == len(items) else 1


if __name__ == "__main__":
    sys.exit(main())
