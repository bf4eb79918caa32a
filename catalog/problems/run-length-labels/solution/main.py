import sys


def encode_label(s: str) -> str:
    """Returns the code of s: every maximal run as letter + length."""
    parts = []
    i = 0
    while i < len(s):
        # s[i..j-1] is one maximal run of equal letters.
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        parts.append(s[i] + str(j - i))
        i = j
    return "".join(parts)


def decode_label(t: str) -> str:
    """Returns the label that the code t stands for."""
    parts = []
    k = 0
    while k < len(t):
        letter = t[k]
        k += 1
        count = 0
        while k < len(t) and t[k].isdigit():
            count = count * 10 + int(t[k])
            k += 1
        parts.append(letter * count)
    return "".join(parts)


def main() -> None:
    lines = sys.stdin.read().split("\n")
    print(encode_label(lines[0].strip()))
    print(decode_label(lines[1].strip()))


main()
