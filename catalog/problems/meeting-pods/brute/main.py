# Brute force: for p = 1, 2, ... try every assignment of bookings to p pods (backtracking), where a
# pod may hold bookings whose half-open ranges [s, e) pairwise do not overlap.
import sys

data = sys.stdin.read().split()
n = int(data[0])
books = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]


def overlap(x, y):
    return max(x[0], y[0]) < min(x[1], y[1])


def fits(p):
    pods = [[] for _ in range(p)]

    def place(i):
        if i == n:
            return True
        for pod in pods:
            if all(not overlap(books[i], other) for other in pod):
                pod.append(books[i])
                if place(i + 1):
                    return True
                pod.pop()
        return False

    return place(0)


p = 1
while not fits(p):
    p += 1
print(p)
