import sys
from typing import List


def merge_manifests(a: List[int], b: List[int]) -> List[int]:
    """Returns all weights of both sorted manifests, sorted."""
    merged = []
    i = j = 0
    while i < len(a) and j < len(b):
        if b[j] < a[i]:
            merged.append(b[j])
            j += 1
        else:
            merged.append(a[i])
            i += 1
    merged.extend(a[i:])
    merged.extend(b[j:])
    return merged


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1 : 1 + n]]
    m = int(data[1 + n])
    b = [int(x) for x in data[2 + n : 2 + n + m]]
    print(" ".join(map(str, merge_manifests(a, b))))


main()
