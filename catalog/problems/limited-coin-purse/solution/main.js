/**
 * @param {number} m the largest price of interest
 * @param {number[][]} coins [value, count] of each kind of coin
 * @return {number} how many prices 1..m can be paid exactly
 */
function countPayable(m, coins) {
  const can = new Uint8Array(m + 1); // can[j] = 1 when amount j is payable
  can[0] = 1;
  const used = new Int32Array(m + 1);
  for (const [a, c] of coins) {
    // used[j] = coins of this kind spent to newly reach j (0 when j was payable before).
    used.fill(0);
    for (let j = a; j <= m; j++) {
      if (!can[j] && can[j - a] && used[j - a] < c) {
        can[j] = 1;
        used[j] = used[j - a] + 1;
      }
    }
  }
  let total = 0;
  for (let j = 1; j <= m; j++) total += can[j];
  return total;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const coins = [];
for (let i = 0; i < n; i++) coins.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(countPayable(m, coins)));
