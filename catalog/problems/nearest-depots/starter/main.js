/**
 * @param {number[][]} depots [x, y] position of each depot
 * @param {number} k how many depots to pick
 * @return {number[]} indices of the k closest depots, closest first (ties by smaller index)
 */
function nearestDepots(depots, k) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const depots = [];
for (let i = 0; i < n; i++) depots.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(nearestDepots(depots, data[1]).join(' '));
