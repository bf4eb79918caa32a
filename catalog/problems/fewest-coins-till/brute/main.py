# Brute force: for k = 0, 1, 2, ... try every multiset of k coins until one sums to amount.
import sys
from itertools import combinations_with_replacement

data = sys.stdin.read().split()
n, amount = int(data[0]), int(data[1])
coins = [int(x) for x in data[2 : 2 + n]]
answer = -1
for k in range(amount + 1):
    if any(sum(combo) == amount for combo in combinations_with_replacement(coins, k)):
        answer = k
        break
print(answer)
