import sys


def final_state(commands: str) -> str:
    """Returns "x y H": the rover's final position and heading (N, E, S or W)."""
    # Write your code here.
    return ""


def main() -> None:
    print(final_state(sys.stdin.read().strip()))


main()
