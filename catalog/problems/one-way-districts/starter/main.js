/**
 * @param {number} n number of squares
 * @param {number[][]} streets [u, v] one-way streets from u to v
 * @return {number[]} [number of districts, size of the largest district]
 */
function districts(n, streets) {
  // Write your code here.
  return [0, 0];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const streets = [];
for (let i = 0; i < m; i++) streets.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(districts(n, streets).join(' '));
