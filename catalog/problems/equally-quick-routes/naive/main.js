const MOD = 1000000007;

/** A binary min-heap of [distance, junction] pairs. */
class MinHeap {
  constructor() {
    this.items = [];
  }

  get size() {
    return this.items.length;
  }

  push(item) {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (a[p][0] <= a[i][0]) break;
      [a[p], a[i]] = [a[i], a[p]];
      i = p;
    }
  }

  pop() {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && a[l][0] < a[m][0]) m = l;
        if (r < a.length && a[r][0] < a[m][0]) m = r;
        if (m === i) break;
        [a[m], a[i]] = [a[i], a[m]];
        i = m;
      }
    }
    return top;
  }
}

/**
 * @param {number} n the number of junctions, 0..n-1
 * @param {number[][]} roads [u, v, w]: a two-way road of length w between junctions u and v
 * @return {number[]} [length of the shortest route from 0 to n-1, number of such routes mod 10^9+7], or [-1, 0]
 */
function quickRoutes(n, roads) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v, w] of roads) {
    adj[u].push([v, w]);
    adj[v].push([u, w]);
  }
  const dist = new Array(n).fill(Number.POSITIVE_INFINITY);
  dist[0] = 0;
  const heap = new MinHeap();
  heap.push([0, 0]);
  while (heap.size > 0) {
    const [d, u] = heap.pop();
    if (d > dist[u]) continue; // a stale entry
    for (const [v, w] of adj[u]) {
      const nd = d + w;
      if (nd < dist[v]) {
        dist[v] = nd;
        heap.push([nd, v]);
      }
    }
  }
  if (dist[n - 1] === Number.POSITIVE_INFINITY) return [-1, 0];
  // Naive counting: walk every shortest route one by one along the roads that keep to the
  // shortest distances, and count the arrivals. O(number of shortest routes).
  let count = 0;
  const stack = [0];
  while (stack.length > 0) {
    const u = stack.pop();
    if (u === n - 1) {
      count++;
      continue;
    }
    for (const [v, w] of adj[u]) if (dist[u] + w === dist[v]) stack.push(v);
  }
  return [dist[n - 1], count % MOD];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const roads = [];
for (let i = 0; i < data[1]; i++) roads.push(data.slice(2 + 3 * i, 5 + 3 * i));
console.log(quickRoutes(data[0], roads).join(' '));
