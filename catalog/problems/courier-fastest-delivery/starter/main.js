/**
 * @param {number} n number of crossings
 * @param {number[][]} streets [u, v, w] one-way streets
 * @return {number} fewest minutes from 0 to n - 1, or -1
 */
function fastestDelivery(n, streets) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const streets = [];
for (let i = 0; i < m; i++) streets.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
console.log(String(fastestDelivery(n, streets)));
