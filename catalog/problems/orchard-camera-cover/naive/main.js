/**
 * @param {number} n number of trees, 0..n-1
 * @param {number[][]} paths the n - 1 paths [u, v] joining the trees into one network without loops
 * @return {number} the fewest cameras so that every tree has a camera on it or on a neighbour
 */
function fewestCameras(n, paths) {
  // Wrong idea: greedy from the top. Walk in breadth-first order and put a camera on every tree not
  // watched yet. Cameras near the leaves are wasted: a path 0-1-2 gets 2 cameras instead of 1.
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v] of paths) {
    adj[u].push(v);
    adj[v].push(u);
  }
  // Breadth-first order from tree 0, with parents.
  const order = [0];
  const parent = new Int32Array(n).fill(-1);
  const seen = new Uint8Array(n);
  seen[0] = 1;
  for (let i = 0; i < order.length; i++) {
    for (const w of adj[order[i]]) {
      if (!seen[w]) {
        seen[w] = 1;
        parent[w] = order[i];
        order.push(w);
      }
    }
  }
  const watched = new Uint8Array(n);
  let cameras = 0;
  for (const v of order) {
    if (watched[v]) continue;
    cameras++;
    watched[v] = 1;
    for (const w of adj[v]) watched[w] = 1;
  }
  return cameras;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const paths = [];
for (let i = 0; i < m; i++) paths.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(fewestCameras(n, paths)));
