# The first lines of a text without its stop words (plain Python where PySpark is not installed).
import argparse

from helpers import words

parser = argparse.ArgumentParser()
parser.add_argument("--input")
parser.add_argument("--output")
parser.add_argument("--keep", type=int)
args = parser.parse_args()
stop = set(open("stopwords.txt").read().split())
with open(args.input) as f:
    lines = [" ".join(w for w in words(line) if w not in stop) for line in f][: args.keep]
with open(args.output, "w") as f:
    f.write("\n".join(lines) + "\n")
print("sampled", len(lines), "lines")
