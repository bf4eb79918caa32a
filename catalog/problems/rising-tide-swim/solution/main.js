/**
 * @param {number[][]} h n x n heights (a permutation of 0..n*n-1)
 * @return {number} the earliest time the corner (n-1, n-1) can be reached from (0, 0)
 */
function earliestCrossing(h) {
  const n = h.length;
  const flat = h.flat();
  const best = new Array(n * n).fill(Number.POSITIVE_INFINITY);
  best[0] = flat[0];
  const heap = new MinHeap();
  heap.push(best[0], 0);
  while (heap.size > 0) {
    const [d, u] = heap.pop();
    if (d > best[u]) continue; // stale entry
    if (u === n * n - 1) return d;
    const i = Math.floor(u / n);
    const j = u % n;
    const next = [];
    if (i > 0) next.push(u - n);
    if (i < n - 1) next.push(u + n);
    if (j > 0) next.push(u - 1);
    if (j < n - 1) next.push(u + 1);
    for (const v of next) {
      const cand = Math.max(d, flat[v]); // a route costs its highest square
      if (cand < best[v]) {
        best[v] = cand;
        heap.push(cand, v);
      }
    }
  }
  return best[n * n - 1];
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
const n = data[0];
const h = [];
for (let i = 0; i < n; i++) h.push(data.slice(2 + i * n, 2 + (i + 1) * n));
console.log(String(earliestCrossing(h)));
