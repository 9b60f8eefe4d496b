import argparse

p = argparse.ArgumentParser()
p.add_argument("--raw")
p.add_argument("--rate")
p.add_argument("--out")
print(p.parse_args())
