import sys


def common_thread(a: str, b: str) -> int:
    """The length of the longest common subsequence of a and b."""
    m = len(b)
    # prev[j] = best for the previous prefix of a and the first j beads of b.
    prev = [0] * (m + 1)
    for ca in a:
        cur = [0] * (m + 1)
        left = 0  # cur[j] as it is being filled
        for j, cb in enumerate(b):
            if ca == cb:
                left = prev[j] + 1
            elif prev[j + 1] > left:
                left = prev[j + 1]
            cur[j + 1] = left
        prev = cur
    return prev[m]


def main() -> None:
    lines = sys.stdin.read().split("\n")
    a = lines[0].strip()
    b = lines[1].strip() if len(lines) > 1 else ""
    print(common_thread(a, b))


main()
