/**
 * @param {number[]} tints the colour code of each lantern
 * @return {number} the sum over all subsets of the XOR of their codes, modulo 1e9+7
 */
function mixTotal(tints) {
  const MOD = 1000000007;
  // A bit present in some code is set in exactly half of the 2^n subset XORs.
  let or = 0;
  for (const t of tints) or |= t;
  let half = 1; // 2^(n-1) mod MOD
  for (let i = 1; i < tints.length; i++) half = (half * 2) % MOD;
  return (or * half) % MOD; // or < 2^20, so the product stays below 2^53
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(mixTotal(data.slice(1, 1 + data[0])));
