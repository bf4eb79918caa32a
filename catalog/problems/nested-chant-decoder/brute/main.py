# Brute force: repeatedly find an innermost block k[letters] (no bracket inside) and replace it by
# its letters written k times, until no bracket is left.
import re
import sys

s = sys.stdin.readline().strip()
innermost = re.compile(r"(\d+)\[([a-z]*)\]")
while "[" in s:
    s = innermost.sub(lambda m: m.group(2) * int(m.group(1)), s, count=1)
print(s)
