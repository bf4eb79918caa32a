# Brute force: compare carriage i with carriage n-1-i for every i.
import sys

data = sys.stdin.read().split()
n = int(data[0])
cars = [int(x) for x in data[1 : 1 + n]]
ok = all(cars[i] == cars[n - 1 - i] for i in range(n))
print("true" if ok else "false")
