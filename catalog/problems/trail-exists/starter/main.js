/**
 * @param {number} n number of huts
 * @param {number[][]} trails [u, v] undirected trails
 * @param {number} s start hut
 * @param {number} t target hut
 * @return {boolean} whether t can be reached from s
 */
function trailExists(n, trails, s, t) {
  // Write your code here.
  return false;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const trails = [];
for (let i = 0; i < m; i++) trails.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(trailExists(n, trails, data[2 + 2 * m], data[3 + 2 * m])));
