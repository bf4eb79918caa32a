/**
 * @param {number} m the largest price of interest
 * @param {number[][]} coins [value, count] of each kind of coin
 * @return {number} how many prices 1..m can be paid exactly
 */
function countPayable(m, coins) {
  // Naive: every single coin is its own item of a 0/1 subset-sum table. O(m * total coins).
  const can = new Uint8Array(m + 1);
  can[0] = 1;
  for (const [a, c] of coins) {
    for (let k = 0; k < c; k++) {
      for (let j = m; j >= a; j--) {
        if (can[j - a]) can[j] = 1;
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
