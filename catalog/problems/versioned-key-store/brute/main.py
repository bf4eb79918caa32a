# Brute force: keep every set command seen so far in a list; a get scans the whole list for the
# set of its key with the largest time not after t.
import sys

lines = sys.stdin.read().split("\n")
q = int(lines[0])
history = []
out = []
for line in lines[1 : 1 + q]:
    parts = line.split()
    if parts[0] == "set":
        history.append((parts[1], int(parts[2]), int(parts[3])))
    else:
        key, t = parts[1], int(parts[2])
        best_time, value = None, -1
        for k, v, time in history:
            if k == key and time <= t and (best_time is None or time > best_time):
                best_time, value = time, v
        out.append(str(value))
print("\n".join(out))
