/**
 * @param {number} n number of members
 * @param {number[][]} rivalries [u, v] pairs (undirected)
 * @return {boolean} true if the members can be split into two teams with no rivals together
 */
function canSplit(n, rivalries) {
  // Naive: every assignment of members to teams (bit i = team of member i). O(2^n · m).
  for (let mask = 0; mask < 2 ** n; mask++) {
    let ok = true;
    for (const [u, v] of rivalries) {
      if (Math.floor(mask / 2 ** u) % 2 === Math.floor(mask / 2 ** v) % 2) {
        ok = false;
        break;
      }
    }
    if (ok) return true;
  }
  return false;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const rivalries = [];
for (let i = 0; i < m; i++) rivalries.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(canSplit(n, rivalries)));
