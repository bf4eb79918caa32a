/**
 * @param {number} n number of islands
 * @param {number[][]} bridges [u, v] pairs (undirected, parallel bridges possible)
 * @return {number} number of bridges whose loss would disconnect two islands that are now connected
 */
function countCriticalBridges(n, bridges) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const bridges = [];
for (let i = 0; i < m; i++) bridges.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(countCriticalBridges(n, bridges)));
