import sys


def alternates(x: int) -> bool:
    """Whether every two neighbouring bits of x (from its highest set bit down) differ."""
    # Write your code here.
    return False


def main() -> None:
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    print("\n".join("true" if alternates(int(x)) else "false" for x in data[1 : 1 + q]))


main()
