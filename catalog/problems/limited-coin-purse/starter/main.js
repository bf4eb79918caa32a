/**
 * @param {number} m the largest price of interest
 * @param {number[][]} coins [value, count] of each kind of coin
 * @return {number} how many prices 1..m can be paid exactly
 */
function countPayable(m, coins) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const coins = [];
for (let i = 0; i < n; i++) coins.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(countPayable(m, coins)));
