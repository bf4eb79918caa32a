# Brute force: r = (a + k*p) / b for the one k in 0..b-1 that makes the division exact (then
# 0 <= r < p since a < p); searched directly for small b. For large b, Fermat's inverse. Every answer
# is checked against the definition b*r = a (mod p).
import sys

P = 10**9 + 7
data = sys.stdin.read().split()
q = int(data[0])
out = []
for i in range(q):
    a = int(data[1 + 2 * i])
    b = int(data[2 + 2 * i])
    r = None
    if b <= 300000:
        for k in range(b):
            if (a + k * P) % b == 0:
                r = (a + k * P) // b
                break
    else:
        r = a * pow(b, P - 2, P) % P
    assert 0 <= r < P and (b * r - a) % P == 0
    out.append(str(r))
print("\n".join(out))
