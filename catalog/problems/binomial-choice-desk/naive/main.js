const MOD = 1000000007n;

function powMod(base, exp) {
  let result = 1n;
  let b = base % MOD;
  while (exp > 0n) {
    if (exp & 1n) result = (result * b) % MOD;
    b = (b * b) % MOD;
    exp >>= 1n;
  }
  return result;
}

/**
 * @param {number[][]} queries pairs [n, r]
 * @return {number[]} C(n, r) mod 1e9+7 for every query, in order
 */
function countChoices(queries) {
  // Naive: for each query multiply the r numerator and r denominator factors. O(r) per query.
  return queries.map(([n, r]) => {
    if (r > n) return 0n;
    let num = 1n;
    let den = 1n;
    for (let i = 0; i < r; i++) {
      num = (num * BigInt(n - i)) % MOD;
      den = (den * BigInt(i + 1)) % MOD;
    }
    return (num * powMod(den, MOD - 2n)) % MOD;
  });
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const queries = [];
for (let i = 0; i < q; i++) queries.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
console.log(countChoices(queries).join('\n'));
