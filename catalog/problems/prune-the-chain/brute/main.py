# Brute force: keep every value that differs from target, in order.
import sys

lines = sys.stdin.read().split("\n")
n, target = map(int, lines[0].split())
values = [int(x) for x in lines[1].split()][:n] if n else []
print(" ".join(str(v) for v in values if v != target))
