import argparse
import os


def init():
    global output_dir
    parser = argparse.ArgumentParser()
    parser.add_argument("--output_dir")
    args, _ = parser.parse_known_args()
    output_dir = args.output_dir


def run(mini_batch):
    results = []
    for path in mini_batch:
        with open(path, "rb") as f:
            results.append(f"{os.path.basename(path)}:{len(f.read())}")
    return results
