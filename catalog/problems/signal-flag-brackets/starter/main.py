import sys


def is_valid_signal(s: str) -> bool:
    # Write your code here.
    return False


def main() -> None:
    lines = sys.stdin.read().split("\n")
    s = lines[0].strip()
    print("true" if is_valid_signal(s) else "false")


main()
