/**
 * @param {number[]} coins distinct denominations, each usable any number of times
 * @param {number} amount
 * @return {number} the number of payments of exactly `amount`, modulo 1e9+7
 */
function countPayments(coins, amount) {
  // Naive: for every coin and amount, try every number k of that coin. O(n * amount^2 / c).
  const MOD = 1_000_000_007;
  let ways = new Array(amount + 1).fill(0);
  ways[0] = 1;
  for (const c of coins) {
    const next = new Array(amount + 1).fill(0);
    for (let a = 0; a <= amount; a++) {
      for (let k = 0; k * c <= a; k++) next[a] = (next[a] + ways[a - k * c]) % MOD;
    }
    ways = next;
  }
  return ways[amount];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, amount] = data;
console.log(String(countPayments(data.slice(2, 2 + n), amount)));
