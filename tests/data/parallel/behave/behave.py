# SPDX-License-Identifier: MIT
"""Entry script for the parallel runtime tests: what it does is chosen by program arguments.

Files whose name contains the given text make run() raise, return too few results, return None, sleep,
or end the process; --kill_node_once ends every process of one node at once (a lost node); --hang starts a child
process and waits (for the cancel test).
"""
import argparse
import logging
import os
import signal
import subprocess
import sys
import time

from azureml_user.parallel_run import EntryScript

args = None
log = logging.getLogger("behave")


def init():
    global args
    parser = argparse.ArgumentParser()
    parser.add_argument("--state_dir", default="")
    parser.add_argument("--raise_on", default=None)
    parser.add_argument("--partial_on", default=None)
    parser.add_argument("--none_on", default=None)
    parser.add_argument("--sleep_on", default=None)
    parser.add_argument("--sleep", type=float, default=0.0)
    parser.add_argument("--kill_once_on", default=None)
    parser.add_argument("--kill_node_once", default=None)
    parser.add_argument("--hang", action="store_true")
    parser.add_argument("--init_fail", action="store_true")
    parser.add_argument("--init_sleep", type=float, default=0.0)
    args, unknown = parser.parse_known_args()
    entry = EntryScript()
    entry.logger.info("init in %s, log_dir %s, unknown arguments %s", entry.agent_name, entry.log_dir, unknown)
    print("hello from init of", entry.agent_name)
    print("init error to stderr", file=sys.stderr)
    log.info("python logging reaches the user log")
    subprocess.run(["echo", "subprocess-output-" + entry.agent_name], check=True)
    if args.state_dir:
        os.makedirs(args.state_dir, exist_ok=True)
        with open(os.path.join(args.state_dir, "argv-%d.txt" % os.getpid()), "w") as fh:
            fh.write("\n".join(sys.argv))
    if args.init_sleep:
        time.sleep(args.init_sleep)
    if args.init_fail:
        raise RuntimeError("model file is missing")


def matches(text, item):
    return text is not None and text in os.path.basename(str(item))


def kill_node_once():
    """The first run() on node --kill_node_once waits a moment, so that the node's other processes are busy too, then
    ends every worker process of that node with SIGKILL, itself last, as if the node was lost. The pids go to
    <state_dir>/node-<node>-killed.txt; the processes that replace them find that file and live on."""
    node = EntryScript().node_id
    if args.kill_node_once != node:
        return
    marker = os.path.join(args.state_dir, "node-%s-killed.txt" % node)
    try:
        fd = os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
    except FileExistsError:
        return
    time.sleep(0.5)
    tag = ("AZUREML_PARALLEL_NODE_ID=%s" % node).encode()
    siblings = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            with open("/proc/%s/stat" % entry) as fh:
                ppid = int(fh.read().rsplit(")", 1)[1].split()[1])
            if ppid != os.getppid():
                continue
            with open("/proc/%s/environ" % entry, "rb") as fh:
                if tag not in fh.read().split(b"\0"):
                    continue
        except (OSError, IndexError, ValueError):
            continue
        siblings.append(int(entry))
    os.write(fd, " ".join(str(p) for p in siblings + [os.getpid()]).encode())
    os.close(fd)
    for pid in siblings:
        os.kill(pid, signal.SIGKILL)
    os.kill(os.getpid(), signal.SIGKILL)


def run(mini_batch):
    if args.kill_node_once is not None:
        kill_node_once()
    if not isinstance(mini_batch, list):  # tabular
        df = mini_batch.copy()
        df["doubled"] = df["value"] * 2
        return df
    if args.hang:
        child = subprocess.Popen(["sleep", "300"])
        with open(os.path.join(args.state_dir, "pids-%d.txt" % os.getpid()), "w") as fh:
            fh.write("%d %d\n" % (os.getpid(), child.pid))
        time.sleep(300)
    results = []
    for item in mini_batch:
        name = os.path.basename(item)
        if matches(args.raise_on, item):
            raise ValueError("cannot process %s" % name)
        if matches(args.none_on, item):
            return None
        if matches(args.sleep_on, item):
            time.sleep(args.sleep)
        if matches(args.kill_once_on, item):
            marker = os.path.join(args.state_dir, "killed-" + name)
            if not os.path.exists(marker):
                open(marker, "w").close()
                os.kill(os.getpid(), signal.SIGKILL)
        if matches(args.partial_on, item):
            continue
        results.append("%s: %d" % (name, os.path.getsize(item)))
    EntryScript().logger.info("processed %d item(s)", len(results))
    return results


def shutdown():
    print("shutdown of", EntryScript().agent_name)
