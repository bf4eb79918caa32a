/**
 * @param {number} n number of courses
 * @param {number[][]} rules [u, v]: u must be finished before v
 * @return {number[] | null} the smallest-label-first order, or null if impossible
 */
function unlockOrder(n, rules) {
  const adj = Array.from({ length: n }, () => []);
  const waiting = new Array(n).fill(0); // unfinished prerequisites of each course
  for (const [u, v] of rules) {
    adj[u].push(v);
    waiting[v]++;
  }
  const heap = new MinHeap();
  for (let c = 0; c < n; c++) if (waiting[c] === 0) heap.push(c);
  const order = [];
  while (heap.size > 0) {
    const c = heap.pop(); // the smallest available course
    order.push(c);
    for (const v of adj[c]) if (--waiting[v] === 0) heap.push(v);
  }
  return order.length === n ? order : null; // courses left over lie on or behind a cycle
}

/** Binary min-heap of numbers. */
class MinHeap {
  constructor() {
    this.a = [];
  }

  get size() {
    return this.a.length;
  }

  push(x) {
    const a = this.a;
    let i = a.length;
    a.push(x);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (a[p] <= x) break;
      a[i] = a[p];
      i = p;
    }
    a[i] = x;
  }

  pop() {
    const a = this.a;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= a.length) break;
        if (c + 1 < a.length && a[c + 1] < a[c]) c++;
        if (a[c] >= last) break;
        a[i] = a[c];
        i = c;
      }
      a[i] = last;
    }
    return top;
  }
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const rules = [];
for (let i = 0; i < m; i++) rules.push([data[2 + 2 * i], data[3 + 2 * i]]);
const order = unlockOrder(n, rules);
console.log(order === null ? 'IMPOSSIBLE' : order.join(' '));
