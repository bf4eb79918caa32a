/**
 * @param {number[]} coins distinct denominations (unlimited supply)
 * @param {number} amount
 * @return {number} fewest coins summing to amount, or -1
 */
function fewestCoins(coins, amount) {
  // Naive (wrong): greedy, always the largest coin that still fits.
  const sorted = coins.slice().sort((a, b) => b - a);
  let left = amount;
  let used = 0;
  for (const c of sorted) {
    used += Math.floor(left / c);
    left %= c;
  }
  return left === 0 ? used : -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, amount] = data;
console.log(String(fewestCoins(data.slice(2, 2 + n), amount)));
