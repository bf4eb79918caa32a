import sys


def smallest_palindrome(tiles: str) -> str:
    """Returns the smallest palindrome using every tile, or "-1"."""
    count = [0] * 26
    for ch in tiles:
        count[ord(ch) - 97] += 1
    odd = [chr(97 + c) for c in range(26) if count[c] % 2]
    if len(odd) > 1:
        return "-1"  # a second odd letter has no place
    left = "".join(chr(97 + c) * (count[c] // 2) for c in range(26))  # pairs in alphabetical order
    return left + "".join(odd) + left[::-1]


def main() -> None:
    print(smallest_palindrome(sys.stdin.read().strip()))


main()
