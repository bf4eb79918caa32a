import sys


def trim_serial(serial: str, k: int) -> str:
    """The smallest number left after deleting k digits, without leading zeros ("0" if empty)."""
    kept = []  # digits kept so far, non-decreasing from bottom to top
    left = k
    for d in serial:
        # A bigger digit before a smaller one: deleting it makes the number smaller.
        while left > 0 and kept and kept[-1] > d:
            kept.pop()
            left -= 1
        kept.append(d)
    if left:
        del kept[len(kept) - left :]  # still owe deletions: the tail is the largest part
    return "".join(kept).lstrip("0") or "0"


def main() -> None:
    lines = sys.stdin.read().split("\n")
    print(trim_serial(lines[0].strip(), int(lines[1])))


main()
