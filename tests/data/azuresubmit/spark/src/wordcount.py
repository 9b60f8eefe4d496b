import argparse
print("words")
