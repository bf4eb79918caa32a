import sys


def common_thread(a: str, b: str) -> int:
    """The length of the longest common subsequence of a and b."""
    # Write your code here.
    return -1


def main() -> None:
    lines = sys.stdin.read().split("\n")
    a = lines[0].strip()
    b = lines[1].strip() if len(lines) > 1 else ""
    print(common_thread(a, b))


main()
