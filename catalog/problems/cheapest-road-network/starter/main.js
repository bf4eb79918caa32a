/**
 * @param {number} n number of villages
 * @param {number[][]} tracks [u, v, cost] two-way tracks
 * @return {number} minimum total cost connecting all villages, or -1
 */
function cheapestNetwork(n, tracks) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const tracks = [];
for (let i = 0; i < m; i++) tracks.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
console.log(String(cheapestNetwork(n, tracks)));
