import sys
print("fit", sys.argv)
