/**
 * @param {bigint} n deck size
 * @param {bigint} r hand size
 * @param {number} p a prime, at most 10^5
 * @return {number} C(n, r) mod p
 */
function binomialModPrime(n, r, p) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const p = Number(tokens[1]);
const out = [];
for (let i = 0; i < q; i++) {
  out.push(String(binomialModPrime(BigInt(tokens[2 + 2 * i]), BigInt(tokens[3 + 2 * i]), p)));
}
console.log(out.join('\n'));
