import sys


def case_variants(code: str) -> list[str]:
    """Returns every upper/lower-case variant of code, sorted by character codes."""
    # Write your code here.
    return []


def main() -> None:
    code = sys.stdin.readline().strip()
    print("\n".join(case_variants(code)))


main()
