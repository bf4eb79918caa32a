# Brute force: follow every way the clerk could give change (all till states reachable), and
# report the first passenger for whom no reachable till can pay exact change.
import sys

data = sys.stdin.read().split()
n = int(data[0])
notes = [int(t) for t in data[1 : 1 + n]]
# a till is (fives, tens, twenties); twenties are never useful as change but kept for literalness
states = {(0, 0, 0)}
answer = -1
for idx, note in enumerate(notes):
    nxt = set()
    for f, t, w in states:
        till = {5: f, 10: t, 20: w}
        change = note - 5
        # every multiset of till notes summing to the change
        for a in range(f + 1):
            for b in range(t + 1):
                for c in range(w + 1):
                    if 5 * a + 10 * b + 20 * c != change:
                        continue
                    left = [till[5] - a, till[10] - b, till[20] - c]
                    left[{5: 0, 10: 1, 20: 2}[note]] += 1
                    nxt.add(tuple(left))
    if not nxt:
        answer = idx
        break
    states = nxt
print(answer)
