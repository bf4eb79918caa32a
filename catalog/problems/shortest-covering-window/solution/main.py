import sys


def shortest_cover(s: str, t: str) -> str:
    """Shortest (then leftmost) substring of s containing every letter of t with multiplicity, or '-1'."""
    need = [0] * 128  # how many more copies of each letter the window needs
    for ch in t:
        need[ord(ch)] += 1
    codes = [ord(ch) for ch in s]
    missing = len(t)
    best_start, best_len = -1, len(s) + 1
    left = 0
    for right, x in enumerate(codes):
        if need[x] > 0:
            missing -= 1
        need[x] -= 1
        if missing > 0:
            continue
        # Drop surplus letters from the left while the window still covers t.
        while need[codes[left]] < 0:
            need[codes[left]] += 1
            left += 1
        if right - left + 1 < best_len:
            best_start, best_len = left, right - left + 1
        # Give up the (needed) leftmost letter and look for the next covering window.
        need[codes[left]] += 1
        missing += 1
        left += 1
    return "-1" if best_start < 0 else s[best_start : best_start + best_len]


def main() -> None:
    lines = sys.stdin.read().split("\n")
    print(shortest_cover(lines[0].strip(), lines[1].strip()))


main()
