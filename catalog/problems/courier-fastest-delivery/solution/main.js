/**
 * @param {number} n number of crossings
 * @param {number[][]} streets [u, v, w] one-way streets
 * @return {number} fewest minutes from 0 to n - 1, or -1
 */
function fastestDelivery(n, streets) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v, w] of streets) adj[u].push(v, w);
  const dist = new Array(n).fill(Number.POSITIVE_INFINITY);
  dist[0] = 0;
  const heap = new MinHeap();
  heap.push(0, 0);
  while (heap.size > 0) {
    const [d, v] = heap.pop();
    if (d > dist[v]) continue; // stale entry
    if (v === n - 1) return d;
    const edges = adj[v];
    for (let k = 0; k < edges.length; k += 2) {
      const x = edges[k];
      const nd = d + edges[k + 1];
      if (nd < dist[x]) {
        dist[x] = nd;
        heap.push(nd, x);
      }
    }
  }
  return -1;
}

/** Binary min-heap of (key, value) pairs ordered by key. */
class MinHeap {
  constructor() {
    this.keys = [];
    this.vals = [];
  }

  get size() {
    return this.keys.length;
  }

  push(key, val) {
    const { keys, vals } = this;
    let i = keys.length;
    keys.push(key);
    vals.push(val);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (keys[p] <= key) break;
      keys[i] = keys[p];
      vals[i] = vals[p];
      i = p;
    }
    keys[i] = key;
    vals[i] = val;
  }

  pop() {
    const { keys, vals } = this;
    const top = [keys[0], vals[0]];
    const lastKey = keys.pop();
    const lastVal = vals.pop();
    const n = keys.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && keys[c + 1] < keys[c]) c++;
        if (keys[c] >= lastKey) break;
        keys[i] = keys[c];
        vals[i] = vals[c];
        i = c;
      }
      keys[i] = lastKey;
      vals[i] = lastVal;
    }
    return top;
  }
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const streets = [];
for (let i = 0; i < m; i++) streets.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
console.log(String(fastestDelivery(n, streets)));
