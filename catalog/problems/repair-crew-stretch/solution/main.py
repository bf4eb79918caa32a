import sys


def longest_lit_run(lamps: str, k: int) -> int:
    """The longest run of consecutive working lamps after at most k repairs."""
    best = 0
    broken = 0  # broken lamps inside the window lamps[left..right]
    left = 0
    for right, lamp in enumerate(lamps):
        if lamp == "0":
            broken += 1
        while broken > k:
            if lamps[left] == "0":
                broken -= 1
            left += 1
        if right - left + 1 > best:
            best = right - left + 1
    return best


def main() -> None:
    lines = sys.stdin.read().split("\n")
    print(longest_lit_run(lines[0].strip(), int(lines[1])))


main()
