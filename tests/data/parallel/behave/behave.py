# SPDX-License-Identifier: MIT
"""Entry script for the parallel runtime tests: what it does is chosen by program arguments.

Files whose name contains the given text make run() raise, return too few results, return None, sleep,
or end the process; --hang starts a child process and waits (for the cancel test).
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


def run(mini_batch):
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
