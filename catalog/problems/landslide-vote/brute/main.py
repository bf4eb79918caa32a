# Brute force: for each ballot's candidate, count its ballots over the whole list.
import sys

data = sys.stdin.read().split()
n = int(data[0])
ballots = data[1 : 1 + n]
answer = "-1"
for c in ballots:
    if 2 * ballots.count(c) > n:
        answer = str(int(c))
        break
print(answer)
