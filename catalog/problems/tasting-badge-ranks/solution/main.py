import sys


def fewest_badges(scores: list[int]) -> int:
    """Returns the fewest badges satisfying the neighbour rule."""
    n = len(scores)
    # left[i]: fewest badges meeting every "beat your left neighbour" condition.
    left = [1] * n
    for i in range(1, n):
        if scores[i] > scores[i - 1]:
            left[i] = left[i - 1] + 1
    # Right to left with a running value; each chef takes the larger requirement.
    total = 0
    right = 0
    for i in range(n - 1, -1, -1):
        right = right + 1 if i < n - 1 and scores[i] > scores[i + 1] else 1
        total += max(left[i], right)
    return total


def main() -> None:
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(fewest_badges([int(x) for x in data[1 : 1 + n]]))


main()
