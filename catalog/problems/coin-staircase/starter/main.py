import sys


def complete_rows(n: int) -> int:
    """Returns the number of complete staircase rows built from n coins."""
    # Write your code here.
    return 0


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join(str(complete_rows(int(data[i]))) for i in range(1, q + 1)))


main()
