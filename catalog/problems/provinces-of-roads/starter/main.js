/**
 * @param {number} n number of villages
 * @param {number[][]} roads [u, v] pairs in the order they are built
 * @return {number[]} the number of provinces after each road
 */
function provincesAfterEachRoad(n, roads) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const roads = [];
for (let i = 0; i < m; i++) roads.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(provincesAfterEachRoad(n, roads).join(' '));
