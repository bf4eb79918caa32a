import sys


def smallest_rotation(s: str) -> int:
    """Returns the smallest start of a lexicographically smallest rotation of s."""
    n = len(s)
    # Candidates i and j; the rotations from them agree on their first k letters.
    i, j, k = 0, 1, 0
    t = s + s  # avoids the modulo on every access
    while i < n and j < n and k < n:
        a, b = t[i + k], t[j + k]
        if a == b:
            k += 1
            continue
        # The larger side loses, and so does every start inside its matched part.
        if a > b:
            i += k + 1
        else:
            j += k + 1
        if i == j:
            j += 1
        k = 0
    return min(i, j)


def main() -> None:
    print(smallest_rotation(sys.stdin.readline().strip()))


main()
