/**
 * @param {number} n number of relays
 * @param {number[][]} links [u, v, w] one-way links with delay w
 * @return {number} the time the last relay hears the broadcast from relay 0, or -1
 */
function broadcastDelay(n, links) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v, w] of links) adj[u].push(v, w);
  const dist = new Array(n).fill(Number.POSITIVE_INFINITY);
  dist[0] = 0;
  const heap = new MinHeap();
  heap.push(0, 0);
  while (heap.size > 0) {
    const [d, v] = heap.pop();
    if (d > dist[v]) continue; // stale entry
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
  let last = 0;
  for (const d of dist) last = Math.max(last, d);
  return last === Number.POSITIVE_INFINITY ? -1 : last;
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
const links = [];
for (let i = 0; i < m; i++) links.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
console.log(String(broadcastDelay(n, links)));
