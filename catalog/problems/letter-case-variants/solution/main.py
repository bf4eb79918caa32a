import sys


def case_variants(code: str) -> list[str]:
    """Returns every upper/lower-case variant of code, sorted by character codes."""
    # Grow all variants of the prefix; a letter doubles the list.
    variants = [""]
    for ch in code:
        if ch.isalpha():
            variants = [v + form for v in variants for form in (ch.upper(), ch.lower())]
        else:
            variants = [v + ch for v in variants]
    return sorted(variants)


def main() -> None:
    code = sys.stdin.readline().strip()
    print("\n".join(case_variants(code)))


main()
