import argparse

parser = argparse.ArgumentParser()
parser.add_argument("--lines")
args = parser.parse_args()
print("words:", sum(len(line.split()) for line in open(args.lines)))
