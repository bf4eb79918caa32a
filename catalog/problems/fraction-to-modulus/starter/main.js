const P = 1000000007;

/**
 * @param {number} a numerator
 * @param {number} b denominator (1 ≤ b < P)
 * Note: x · y can exceed 2^53 here; multiply with BigInt or split a factor.
 * @return {number} r in [0, P) with b · r ≡ a (mod P)
 */
function fractionResidue(a, b) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++) out.push(String(fractionResidue(tokens[1 + 2 * i], tokens[2 + 2 * i])));
console.log(out.join('\n'));
