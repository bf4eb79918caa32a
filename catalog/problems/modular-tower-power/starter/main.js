/**
 * @param {bigint} a base
 * @param {bigint} b exponent (up to 10^18)
 * @param {bigint} m modulus
 * @return {bigint} a^b mod m
 */
function towerPower(a, b, m) {
  // Write your code here.
  return 0n;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const out = [];
for (let i = 0; i < q; i++) {
  const [a, b, m] = tokens.slice(1 + 3 * i, 4 + 3 * i).map(BigInt);
  out.push(String(towerPower(a, b, m)));
}
console.log(out.join('\n'));
