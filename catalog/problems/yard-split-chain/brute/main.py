# Brute force: try every order of the wagons and print the one where every wagon lighter than x
# comes before every other wagon and each group keeps its original relative order.
import sys
from itertools import permutations

lines = sys.stdin.read().split("\n")
n, x = map(int, lines[0].split())
weights = [int(t) for t in lines[1].split()] if n > 0 else []


def valid(order):
    light = [i for i in order if weights[i] < x]
    heavy = [i for i in order if weights[i] >= x]
    return list(order) == light + heavy and light == sorted(light) and heavy == sorted(heavy)


answers = [order for order in permutations(range(n)) if valid(order)]
if len(answers) != 1:
    sys.exit("expected exactly one valid order")
print(" ".join(str(weights[i]) for i in answers[0]))
