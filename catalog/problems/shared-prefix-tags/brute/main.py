# Brute force: try every prefix of the first label, longest first, and print the first one that
# every label starts with.
import sys

data = sys.stdin.read().split()
n = int(data[0])
labels = data[1 : 1 + n]
first = labels[0]
for length in range(len(first), -1, -1):
    p = first[:length]
    if all(label.startswith(p) for label in labels):
        print(p)
        break
