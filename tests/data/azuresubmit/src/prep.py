import argparse
import pathlib
import shutil

parser = argparse.ArgumentParser()
parser.add_argument("--raw")
parser.add_argument("--out")
args = parser.parse_args()
pathlib.Path(args.out).mkdir(parents=True, exist_ok=True)
shutil.copy(args.raw, pathlib.Path(args.out) / "clean.csv")
