const P = 1000000007;

/** x · y mod P without losing precision: split y into 16-bit halves so each product stays below 2^53. */
function mulMod(x, y) {
  return (((x * Math.floor(y / 65536)) % P) * 65536 + x * (y % 65536)) % P;
}

/**
 * @param {number} a numerator
 * @param {number} b denominator (1 ≤ b < P)
 * @return {number} r in [0, P) with b · r ≡ a (mod P)
 */
function fractionResidue(a, b) {
  // Fermat: b^(P-2) is the inverse of b; binary exponentiation.
  let result = 1;
  let base = b % P;
  for (let e = P - 2; e > 0; e = Math.floor(e / 2)) {
    if (e % 2 === 1) result = mulMod(result, base);
    base = mulMod(base, base);
  }
  return mulMod(a % P, result);
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++) out.push(String(fractionResidue(tokens[1 + 2 * i], tokens[2 + 2 * i])));
console.log(out.join('\n'));
