import sys
print("clean", sys.argv)
