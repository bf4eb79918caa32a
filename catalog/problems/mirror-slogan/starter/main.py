import sys


def is_mirror_slogan(slogan: str) -> bool:
    """Whether the letters and digits of the slogan read the same both ways, ignoring case."""
    # Write your code here.
    return False


def main() -> None:
    slogan = sys.stdin.readline().rstrip("\r\n")
    print("true" if is_mirror_slogan(slogan) else "false")


main()
