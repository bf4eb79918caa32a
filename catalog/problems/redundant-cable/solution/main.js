/**
 * @param {number} n number of servers
 * @param {number[][]} cables [u, v] in the order they are laid
 * @return {number} index of the first cable whose ends are already connected, or -1
 */
function firstRedundant(n, cables) {
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
  for (let i = 0; i < cables.length; i++) {
    let a = find(cables[i][0]);
    let b = find(cables[i][1]);
    if (a === b) return i; // already connected: this cable closes a loop
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a; // union by size
    size[a] += size[b];
  }
  return -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const cables = [];
for (let i = 0; i < m; i++) cables.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(firstRedundant(n, cables)));
