# Brute force: keep the history as a list and move the marker one step at a time.
import sys

lines = sys.stdin.read().split("\n")
q = int(lines[0])
history = ["home"]
cur = 0
out = []
for i in range(1, q + 1):
    cmd, arg = lines[i].split()
    if cmd == "visit":
        history = history[: cur + 1] + [arg]
        cur = len(history) - 1
    elif cmd == "back":
        for _ in range(min(int(arg), len(history) + 1)):
            if cur > 0:
                cur -= 1
    else:
        for _ in range(min(int(arg), len(history) + 1)):
            if cur < len(history) - 1:
                cur += 1
    out.append(history[cur])
print("\n".join(out))
