# Brute force: keep deleting adjacent matching pairs "()", "[]", "{}"; valid iff nothing is left.
import sys

s = sys.stdin.read().split("\n")[0].strip()
while True:
    shorter = s.replace("()", "").replace("[]", "").replace("{}", "")
    if shorter == s:
        break
    s = shorter
print("true" if s == "" else "false")
