/**
 * @param {bigint} n deck size
 * @param {bigint} r hand size
 * @param {number} p a prime, at most 10^5
 * @return {number} C(n, r) mod p
 */
function binomialModPrime(n, r, p) {
  // Naive: C(n, k) = prod (n - i) / (i + 1) for i < k, with k = min(r, n - r). Factors of p
  // are counted separately; the p-free parts are multiplied mod p. O(k) per query.
  if (r > n) return 0;
  const P = BigInt(p);
  let k = n - r; // BigInt: Math.min does not apply
  if (r < k) k = r;
  let value = 1n;
  let inverse = 1n;
  let extra = 0; // power of p in the numerator minus in the denominator
  for (let i = 0n; i < k; i++) {
    let a = n - i;
    let b = i + 1n;
    while (a % P === 0n) {
      a /= P;
      extra++;
    }
    while (b % P === 0n) {
      b /= P;
      extra--;
    }
    value = (value * (a % P)) % P;
    inverse = (inverse * (b % P)) % P;
  }
  if (extra > 0) return 0;
  // Divide by the denominator with a Fermat inverse.
  let result = value;
  let base = inverse;
  for (let e = P - 2n; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * base) % P;
    base = (base * base) % P;
  }
  return Number(result);
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const p = Number(tokens[1]);
const out = [];
for (let i = 0; i < q; i++) {
  out.push(String(binomialModPrime(BigInt(tokens[2 + 2 * i]), BigInt(tokens[3 + 2 * i]), p)));
}
console.log(out.join('\n'));
