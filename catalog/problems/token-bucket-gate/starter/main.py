import sys


def gate_requests(c: int, r: int, requests: list[tuple[int, int]]) -> list[bool]:
    """For each request (t, id) in time order, returns whether it passes the client's bucket."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n, c, r = int(data[0]), int(data[1]), int(data[2])
    requests = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(n)]
    print("\n".join("pass" if ok else "drop" for ok in gate_requests(c, r, requests)))


main()
