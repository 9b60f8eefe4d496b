import argparse
import pathlib

parser = argparse.ArgumentParser()
parser.add_argument("--data")
parser.add_argument("--lr", type=float)
parser.add_argument("--epochs", type=int)
parser.add_argument("--extra")
parser.add_argument("--model")
args = parser.parse_args()
pathlib.Path(args.model).mkdir(parents=True, exist_ok=True)
(pathlib.Path(args.model) / "model.txt").write_text(f"lr={args.lr} epochs={args.epochs}\n")
