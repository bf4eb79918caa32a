import sys


def fewest_front_letters(s: str) -> int:
    """Returns the fewest letters to add in front of s so that the result is a palindrome."""
    # Longest prefix of s that is also a suffix of reverse(s) = longest palindromic prefix.
    # The separator '#' keeps the match from running past the end of s.
    t = s + "#" + s[::-1]
    border = [0] * len(t)
    k = 0
    for i in range(1, len(t)):
        c = t[i]
        while k and c != t[k]:
            k = border[k - 1]
        if c == t[k]:
            k += 1
        border[i] = k
    return len(s) - border[-1]


def main() -> None:
    s = sys.stdin.read().strip()
    print(fewest_front_letters(s))


main()
