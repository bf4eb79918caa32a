/**
 * @param {number} n number of villagers
 * @param {number[][]} vouches [a, b] pairs: a vouches for b
 * @return {number} the elder, or -1
 */
function findElder(n, vouches) {
  // score = (vouches received) - (vouches given); only the elder can reach n - 1.
  const score = new Array(n).fill(0);
  for (const [a, b] of vouches) {
    score[a]--;
    score[b]++;
  }
  for (let v = 0; v < n; v++) if (score[v] === n - 1) return v;
  return -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const vouches = [];
for (let i = 0; i < m; i++) vouches.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(findElder(n, vouches)));
