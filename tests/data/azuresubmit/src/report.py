import argparse

parser = argparse.ArgumentParser()
parser.add_argument("--model")
parser.add_argument("--tag")
parser.add_argument("--shuffle")
args = parser.parse_args()
print(f"report for {args.model} ({args.tag}, shuffle={args.shuffle})")
