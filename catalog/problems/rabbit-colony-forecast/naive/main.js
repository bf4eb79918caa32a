/**
 * @param {number} a weight of the previous season
 * @param {number} b weight of the season before that
 * @param {number} f0 count in season 0
 * @param {number} f1 count in season 1
 * @param {bigint} n the season to forecast (up to 10^18)
 * @return {number} f(n) mod 1e9+7
 */
function forecast(a, b, f0, f1, n) {
  // Naive: step the recurrence one season at a time. O(n).
  const MOD = 1000000007n;
  let prev = BigInt(f0);
  let cur = BigInt(f1);
  const A = BigInt(a);
  const B = BigInt(b);
  for (let i = 0n; i < n; i++) [prev, cur] = [cur, (A * cur + B * prev) % MOD];
  return Number(prev);
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const out = [];
for (let i = 0; i < q; i++) {
  const [a, b, f0, f1] = tokens.slice(1 + 5 * i, 5 + 5 * i).map(Number);
  out.push(String(forecast(a, b, f0, f1, BigInt(tokens[5 + 5 * i]))));
}
console.log(out.join('\n'));
