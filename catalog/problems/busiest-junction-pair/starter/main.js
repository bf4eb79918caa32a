/**
 * @param {number} n number of junctions
 * @param {number[][]} roads the roads as [u, v] pairs
 * @return {number} the most distinct roads touching one of two different junctions
 */
function busiestPair(n, roads) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const roads = [];
for (let i = 0; i < m; i++) roads.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(busiestPair(n, roads)));
