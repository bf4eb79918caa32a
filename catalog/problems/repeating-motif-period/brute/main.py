# Brute force: for every motif length d from 1 up, take the first d letters as the motif and write
# it out 1, 2, 3, ... times; the first d whose repetition equals the pattern is the answer.
import sys

pattern = sys.stdin.readline().strip()
n = len(pattern)


def tiles(d):
    motif = pattern[:d]
    written = motif
    while len(written) < n:
        written += motif
    return written == pattern


print(next(d for d in range(1, n + 1) if tiles(d)))
