/**
 * @param {number} n the number of junctions, 0..n-1
 * @param {number[][]} roads [u, v, w]: a two-way road of length w between junctions u and v
 * @return {number[]} [length of the shortest route from 0 to n-1, number of such routes mod 10^9+7], or [-1, 0]
 */
function quickRoutes(n, roads) {
  // Write your code here.
  return [-1, 0];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const roads = [];
for (let i = 0; i < data[1]; i++) roads.push(data.slice(2 + 3 * i, 5 + 3 * i));
console.log(quickRoutes(data[0], roads).join(' '));
