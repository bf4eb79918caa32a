import sys
from typing import List


def capped_xor(codes: List[int], requests: List[List[int]]) -> List[int]:
    """For each request [x, m], the largest x XOR c over codes c <= m, or -1."""
    bits = 20
    ordered = sorted(codes)
    # Binary trie in flat lists: zero[node] / one[node] are the children, 0 = none; node 0 is the root.
    size = len(codes) * bits + 1
    zero = [0] * size
    one = [0] * size
    nodes = 1
    # Offline: requests in increasing cap, codes inserted as the cap allows them.
    order = sorted(range(len(requests)), key=lambda i: requests[i][1])
    answers = [-1] * len(requests)
    nxt = 0
    for i in order:
        x, m = requests[i]
        while nxt < len(ordered) and ordered[nxt] <= m:
            c = ordered[nxt]
            nxt += 1
            node = 0
            for b in range(bits - 1, -1, -1):
                side = one if (c >> b) & 1 else zero
                if side[node] == 0:
                    side[node] = nodes
                    nodes += 1
                node = side[node]
        if nxt == 0:
            continue
        # Largest x XOR c: prefer the opposite bit at every level.
        node = 0
        result = 0
        for b in range(bits - 1, -1, -1):
            if (x >> b) & 1:
                want, other = zero, one
            else:
                want, other = one, zero
            if want[node]:
                result |= 1 << b
                node = want[node]
            else:
                node = other[node]
        answers[i] = result
    return answers


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    codes = [int(v) for v in data[2 : 2 + n]]
    requests = [[int(data[2 + n + 2 * i]), int(data[3 + n + 2 * i])] for i in range(q)]
    print("\n".join(map(str, capped_xor(codes, requests))))


main()
