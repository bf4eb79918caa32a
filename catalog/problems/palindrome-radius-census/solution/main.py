import sys


def count_palindromes(s: str) -> int:
    """Returns the number of pairs i <= j with s[i..j] a palindrome."""
    n = len(s)
    count = 0
    # Odd palindromes: odd[i] = number of odd palindromes centred at i (its radius, counting s[i]).
    # [left, right] is the palindrome found so far that reaches furthest right.
    odd = [0] * n
    left, right = 0, -1
    for i in range(n):
        # Inside [left, right], the mirror centre left + right - i already knows a lower bound.
        k = 1 if i > right else min(odd[left + right - i], right - i + 1)
        while i - k >= 0 and i + k < n and s[i - k] == s[i + k]:
            k += 1
        odd[i] = k
        count += k
        if i + k - 1 > right:
            left, right = i - k + 1, i + k - 1
    # Even palindromes: even[i] = number of even palindromes whose right centre letter is s[i].
    even = [0] * n
    left, right = 0, -1
    for i in range(n):
        k = 0 if i > right else min(even[left + right - i + 1], right - i + 1)
        while i - k - 1 >= 0 and i + k < n and s[i - k - 1] == s[i + k]:
            k += 1
        even[i] = k
        count += k
        if i + k - 1 > right:
            left, right = i - k, i + k - 1
    return count


def main() -> None:
    s = sys.stdin.read().strip()
    print(count_palindromes(s))


main()
