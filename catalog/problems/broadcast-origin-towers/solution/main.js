/**
 * @param {number} n number of towers, 0..n-1
 * @param {number[][]} links directed links [from, to]; the network has no cycle
 * @return {number[]} the smallest set of towers reaching every tower, in increasing order
 */
function originTowers(n, links) {
  // A tower nobody transmits to must be an origin itself; every other tower is reached from one.
  const hasIncoming = new Array(n).fill(false);
  for (const [, to] of links) hasIncoming[to] = true;
  const origins = [];
  for (let v = 0; v < n; v++) if (!hasIncoming[v]) origins.push(v);
  return origins;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const links = [];
for (let i = 0; i < m; i++) links.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(originTowers(n, links).join(' '));
