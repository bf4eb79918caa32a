# Brute force: lay out the note letter by letter, each time searching the bag for a matching tile
# and taking it out; fail as soon as a letter has no tile left.
import sys

lines = sys.stdin.read().split("\n")
note = lines[0].strip() if len(lines) > 0 else ""
bag = list(lines[1].strip()) if len(lines) > 1 else []
ok = True
for ch in note:
    for i, tile in enumerate(bag):
        if tile == ch:
            del bag[i]
            break
    else:
        ok = False
        break
print("true" if ok else "false")
