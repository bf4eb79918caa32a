# Brute force: try both forms (lower, upper) of every character, keep the distinct strings, sort.
import sys
from itertools import product

code = sys.stdin.read().split()[0]
options = [(ch.lower(), ch.upper()) for ch in code]
variants = {"".join(choice) for choice in product(*options)}
print("\n".join(sorted(variants)))
