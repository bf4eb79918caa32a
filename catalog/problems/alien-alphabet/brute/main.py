# Brute force: try every ordering of the letters that appear, in English alphabetical order of the
# ordering string; print the first one under which the list is sorted.
import sys
from itertools import permutations


def key(word, rank):
    return [rank[c] for c in word]


data = sys.stdin.read().split()
n = int(data[0])
words = data[1 : 1 + n]
letters = sorted(set("".join(words)))
answer = "IMPOSSIBLE"
for order in permutations(letters):
    rank = {c: i for i, c in enumerate(order)}
    keys = [key(w, rank) for w in words]
    if all(keys[i] <= keys[i + 1] for i in range(n - 1)):
        answer = "".join(order)
        break
print(answer)
