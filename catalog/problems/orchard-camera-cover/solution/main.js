/**
 * @param {number} n number of trees, 0..n-1
 * @param {number[][]} paths the n - 1 paths [u, v] joining the trees into one network without loops
 * @return {number} the fewest cameras so that every tree has a camera on it or on a neighbour
 */
function fewestCameras(n, paths) {
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
  // Children before parents (reverse BFS order). State of a finished subtree's root:
  // 0 = not watched yet (its parent must take a camera), 1 = watched, no camera, 2 = camera.
  const NEEDY = 0;
  const WATCHED = 1;
  const CAMERA = 2;
  const state = new Uint8Array(n).fill(WATCHED);
  const hasNeedyChild = new Uint8Array(n);
  const hasCameraChild = new Uint8Array(n);
  let cameras = 0;
  for (let i = n - 1; i >= 0; i--) {
    const v = order[i];
    if (hasNeedyChild[v]) {
      state[v] = CAMERA; // the only way left to watch that child
      cameras++;
    } else if (hasCameraChild[v]) state[v] = WATCHED;
    else state[v] = NEEDY; // leave it to the parent: a camera there watches more
    const p = parent[v];
    if (p >= 0) {
      if (state[v] === NEEDY) hasNeedyChild[p] = 1;
      if (state[v] === CAMERA) hasCameraChild[p] = 1;
    }
  }
  if (state[0] === NEEDY) cameras++; // the root has no parent to rely on
  return cameras;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const paths = [];
for (let i = 0; i < m; i++) paths.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(fewestCameras(n, paths)));
