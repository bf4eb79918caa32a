import sys


def gate_requests(c: int, r: int, requests: list[tuple[int, int]]) -> list[bool]:
    """For each request (t, id) in time order, returns whether it passes the client's bucket."""
    # Per client: [tokens, time its bucket was last brought up to date].
    buckets: dict[int, list[int]] = {}
    result = []
    for t, cid in requests:
        b = buckets.get(cid)
        if b is None:
            b = buckets[cid] = [c, 0]
        # Refill moments in (seen, t], capped at the capacity.
        gained = t // r - b[1] // r
        b[0] = min(c, b[0] + gained)
        b[1] = t
        if b[0] == 0:
            result.append(False)
        else:
            b[0] -= 1
            result.append(True)
    return result


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, c, r = int(data[0]), int(data[1]), int(data[2])
    requests = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(n)]
    print("\n".join("pass" if ok else "drop" for ok in gate_requests(c, r, requests)))


main()
