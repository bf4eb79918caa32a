/**
 * @param {number} n number of trees, 0..n-1
 * @param {number[][]} paths the n - 1 paths [u, v] joining the trees into one network without loops
 * @return {number} the fewest cameras so that every tree has a camera on it or on a neighbour
 */
function fewestCameras(n, paths) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const paths = [];
for (let i = 0; i < m; i++) paths.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(fewestCameras(n, paths)));
