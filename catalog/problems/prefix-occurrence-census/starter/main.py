import sys


def count_openings(s: str, queries: list[int]) -> list[int]:
    """For each L, returns how many positions start a copy of s[0..L-1]."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.read().split()
    s = data[0]
    q = int(data[1])
    queries = [int(x) for x in data[2 : 2 + q]]
    print("\n".join(map(str, count_openings(s, queries))))


main()
