import sys

# Two polynomial hashes modulo large primes (the same constants as the other references).
P1, B1 = 45035996273689, 131
P2, B2 = 45035996272667, 137


def distinct_grams(s: str, k: int) -> int:
    """Returns the number of distinct substrings of length k."""
    codes = [ord(c) - 96 for c in s]  # 'a' -> 1 ... 'z' -> 26
    # pw = B^(k-1) mod P: the weight of the letter leaving the window.
    pw1 = pow(B1, k - 1, P1)
    pw2 = pow(B2, k - 1, P2)
    h1 = h2 = 0
    for c in codes[:k]:
        h1 = (h1 * B1 + c) % P1
        h2 = (h2 * B2 + c) % P2
    seen = {(h1, h2)}
    for i in range(k, len(codes)):
        # Slide: drop codes[i - k], append codes[i].
        out, c = codes[i - k], codes[i]
        h1 = ((h1 - out * pw1) * B1 + c) % P1
        h2 = ((h2 - out * pw2) * B2 + c) % P2
        seen.add((h1, h2))
    return len(seen)


def main() -> None:
    lines = sys.stdin.read().split("\n")
    print(distinct_grams(lines[0].strip(), int(lines[1])))


main()
