/**
 * @param {number[][]} depots [x, y] position of each depot
 * @param {number} k how many depots to pick
 * @return {number[]} indices of the k closest depots, closest first (ties by smaller index)
 */
function nearestDepots(depots, k) {
  const dist = depots.map(([x, y]) => x * x + y * y);
  // a ranks after b: further away, or equally far with a larger index
  const after = (a, b) => dist[a] > dist[b] || (dist[a] === dist[b] && a > b);
  const heap = []; // max-heap of the k best indices so far, the worst on top
  for (let i = 0; i < depots.length; i++) {
    if (heap.length < k) pushHeap(heap, i, after);
    else if (after(heap[0], i)) replaceTop(heap, i, after);
  }
  return heap.sort((a, b) => (after(a, b) ? 1 : -1));
}

/** Adds x to the heap h whose top is the element ranking last under `after`. */
function pushHeap(h, x, after) {
  let i = h.length;
  h.push(x);
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (!after(x, h[p])) break;
    h[i] = h[p];
    i = p;
  }
  h[i] = x;
}

/** Replaces the top of the non-empty heap h by x and sifts it down. */
function replaceTop(h, x, after) {
  let i = 0;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= h.length) break;
    if (c + 1 < h.length && after(h[c + 1], h[c])) c++;
    if (!after(h[c], x)) break;
    h[i] = h[c];
    i = c;
  }
  h[i] = x;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const depots = [];
for (let i = 0; i < n; i++) depots.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(nearestDepots(depots, data[1]).join(' '));
