/**
 * @param {number[][]} cost cost[i][j] = price of crew i doing task j (n × n)
 * @return {number} cheapest total of a one-to-one assignment
 */
function cheapestAssignment(cost) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
const cost = [];
for (let i = 0; i < n; i++) cost.push(tokens.slice(2 + i * n, 2 + (i + 1) * n));
console.log(String(cheapestAssignment(cost)));
