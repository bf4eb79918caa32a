/**
 * @param {bigint} a base
 * @param {bigint} b exponent (up to 10^18)
 * @param {bigint} m modulus
 * @return {bigint} a^b mod m
 */
function towerPower(a, b, m) {
  let result = 1n % m; // 1 mod m, so that m = 1 gives 0
  let base = a % m;
  let e = b;
  while (e > 0n) {
    if (e & 1n) result = (result * base) % m; // this bit of the exponent is set
    base = (base * base) % m; // a^(2^i) -> a^(2^(i+1))
    e >>= 1n;
  }
  return result;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const out = [];
for (let i = 0; i < q; i++) {
  const [a, b, m] = tokens.slice(1 + 3 * i, 4 + 3 * i).map(BigInt);
  out.push(String(towerPower(a, b, m)));
}
console.log(out.join('\n'));
