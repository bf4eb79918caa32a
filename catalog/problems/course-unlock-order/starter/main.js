/**
 * @param {number} n number of courses
 * @param {number[][]} rules [u, v]: u must be finished before v
 * @return {number[] | null} the smallest-label-first order, or null if impossible
 */
function unlockOrder(n, rules) {
  // Write your code here.
  return null;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const rules = [];
for (let i = 0; i < m; i++) rules.push([data[2 + 2 * i], data[3 + 2 * i]]);
const order = unlockOrder(n, rules);
console.log(order === null ? 'IMPOSSIBLE' : order.join(' '));
