# Brute force: write out every number 1..3999 as a standard Roman numeral (thousands, hundreds,
# tens and ones each from their fixed table) and look each milestone up in that table.
import sys

ONES = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]
TENS = ["", "X", "XX", "XXX", "XL", "L", "LX", "LXX", "LXXX", "XC"]
HUNDREDS = ["", "C", "CC", "CCC", "CD", "D", "DC", "DCC", "DCCC", "CM"]
THOUSANDS = ["", "M", "MM", "MMM"]

value_of = {}
for v in range(1, 4000):
    numeral = THOUSANDS[v // 1000] + HUNDREDS[v // 100 % 10] + TENS[v // 10 % 10] + ONES[v % 10]
    value_of[numeral] = v

data = sys.stdin.read().split()
q = int(data[0])
print("\n".join(str(value_of[data[1 + i]]) for i in range(q)))
