# Brute force: write |x| with the largest power of 7 first, subtracting it as many times as it fits.
import sys


def base7(x):
    if x == 0:
        return "0"
    sign = "-" if x < 0 else ""
    rest = abs(x)
    powers = [1]
    while powers[-1] * 7 <= rest:
        powers.append(powers[-1] * 7)
    digits = []
    for p in reversed(powers):
        d = 0
        while rest >= p:
            rest -= p
            d += 1
        digits.append(str(d))
    return sign + "".join(digits)


data = sys.stdin.read().split()
q = int(data[0])
print("\n".join(base7(int(t)) for t in data[1 : 1 + q]))
