/**
 * @param {number[]} coins distinct denominations (unlimited supply)
 * @param {number} amount
 * @return {number} fewest coins summing to amount, or -1
 */
function fewestCoins(coins, amount) {
  const INF = amount + 1; // more coins than any real answer needs
  const best = new Array(amount + 1).fill(INF);
  best[0] = 0;
  for (const c of coins) {
    for (let a = c; a <= amount; a++) {
      // pay a - c optimally, then add one coin c
      if (best[a - c] + 1 < best[a]) best[a] = best[a - c] + 1;
    }
  }
  return best[amount] === INF ? -1 : best[amount];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, amount] = data;
console.log(String(fewestCoins(data.slice(2, 2 + n), amount)));
