/**
 * @param {number} n number of villagers
 * @param {number[][]} vouches [a, b] pairs: a vouches for b
 * @return {number} the elder, or -1
 */
function findElder(n, vouches) {
  // Write your code here.
  return -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const vouches = [];
for (let i = 0; i < m; i++) vouches.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(findElder(n, vouches)));
