/**
 * @param {number} n number of villages
 * @param {number[][]} tracks [u, v, cost] two-way tracks
 * @return {number} minimum total cost connecting all villages, or -1
 */
function cheapestNetwork(n, tracks) {
  const parent = Array.from({ length: n }, (_, i) => i);
  const size = new Array(n).fill(1);
  const find = (x) => {
    let root = x;
    while (parent[root] !== root) root = parent[root];
    while (parent[x] !== root) {
      const next = parent[x];
      parent[x] = root; // path compression
      x = next;
    }
    return root;
  };
  const sorted = tracks.slice().sort((a, b) => a[2] - b[2]);
  let total = 0;
  let paved = 0;
  for (const [u, v, cost] of sorted) {
    let a = find(u);
    let b = find(v);
    if (a === b) continue; // already connected: this track would close a cycle
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a; // union by size
    size[a] += size[b];
    total += cost;
    if (++paved === n - 1) break;
  }
  return paved === n - 1 ? total : -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const tracks = [];
for (let i = 0; i < m; i++) tracks.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
console.log(String(cheapestNetwork(n, tracks)));
