# Brute force: uncouple the wagons one at a time from the back and line them up in that order.
import sys

data = sys.stdin.read().split()
n = int(data[0])
wagons = data[1 : 1 + n]
turned = []
while wagons:
    turned.append(str(int(wagons.pop())))
print(" ".join(turned))
