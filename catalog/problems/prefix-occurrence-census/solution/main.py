import sys


def count_openings(s: str, queries: list[int]) -> list[int]:
    """For each L, returns how many positions start a copy of s[0..L-1]."""
    n = len(s)
    # z[i] = longest common prefix of s and s[i..]; [l, r) is the rightmost match window.
    z = [0] * n
    z[0] = n
    l = r = 0
    for i in range(1, n):
        k = min(r - i, z[i - l]) if i < r else 0
        while i + k < n and s[k] == s[i + k]:
            k += 1
        z[i] = k
        if i + k > r:
            l, r = i, i + k
    # at_least[L] = number of positions with z >= L.
    at_least = [0] * (n + 2)
    for v in z:
        at_least[v] += 1
    for v in range(n - 1, 0, -1):
        at_least[v] += at_least[v + 1]
    return [at_least[length] for length in queries]


def main() -> None:
    data = sys.stdin.read().split()
    s = data[0]
    q = int(data[1])
    queries = [int(x) for x in data[2 : 2 + q]]
    print("\n".join(map(str, count_openings(s, queries))))


main()
