/**
 * @param {number[][]} d d[i][j] = driving time from i to j (location 0 is the bakery)
 * @return {number} the shortest tour from the bakery through every shop and back
 */
function shortestTour(d) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const d = [];
for (let i = 0; i < n; i++) d.push(data.slice(2 + i * n, 2 + (i + 1) * n));
console.log(String(shortestTour(d)));
