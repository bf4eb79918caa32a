# Brute force: keep the whole text as a string and the cursor as an index; apply commands literally.
import sys

lines = sys.stdin.read().split("\n")
q = int(lines[0])
text = ""
cur = 0
out = []
for i in range(1, q + 1):
    cmd, arg = lines[i].split()
    if cmd == "type":
        text = text[:cur] + arg + text[cur:]
        cur += len(arg)
    else:
        k = int(arg)
        if cmd == "erase":
            start = max(0, cur - k)
            text = text[:start] + text[cur:]
            cur = start
        elif cmd == "left":
            cur = max(0, cur - k)
        else:
            cur = min(len(text), cur + k)
    shown = text[max(0, cur - 10) : cur]
    out.append(shown if shown else "-")
print("\n".join(out))
