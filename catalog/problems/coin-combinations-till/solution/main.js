/**
 * @param {number[]} coins distinct denominations, each usable any number of times
 * @param {number} amount
 * @return {number} the number of payments of exactly `amount`, modulo 1e9+7
 */
function countPayments(coins, amount) {
  const MOD = 1_000_000_007;
  const ways = new Array(amount + 1).fill(0); // ways[a] using the coins processed so far
  ways[0] = 1;
  for (const c of coins) {
    // upwards, so ways[a - c] may already contain coin c: unlimited supply
    for (let a = c; a <= amount; a++) ways[a] = (ways[a] + ways[a - c]) % MOD;
  }
  return ways[amount];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, amount] = data;
console.log(String(countPayments(data.slice(2, 2 + n), amount)));
