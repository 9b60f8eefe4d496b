import argparse
print("train")
