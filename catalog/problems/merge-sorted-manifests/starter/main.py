import sys
from typing import List


def merge_manifests(a: List[int], b: List[int]) -> List[int]:
    """Returns all weights of both sorted manifests, sorted."""
    # Write your code here.
    return []


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1 : 1 + n]]
    m = int(data[1 + n])
    b = [int(x) for x in data[2 + n : 2 + n + m]]
    print(" ".join(map(str, merge_manifests(a, b))))


main()
