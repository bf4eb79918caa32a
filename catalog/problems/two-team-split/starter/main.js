/**
 * @param {number} n number of members
 * @param {number[][]} rivalries [u, v] pairs (undirected)
 * @return {boolean} true if the members can be split into two teams with no rivals together
 */
function canSplit(n, rivalries) {
  // Write your code here.
  return false;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const rivalries = [];
for (let i = 0; i < m; i++) rivalries.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(canSplit(n, rivalries)));
