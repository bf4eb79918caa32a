/**
 * @param {number[]} readings in arrival order
 * @param {number} k
 * @return {number[]} after each reading, the k-th largest so far (-1 while fewer than k)
 */
function kthLoudest(readings, k) {
  // Min-heap (array) of the k loudest readings so far; heap[0] is the k-th loudest.
  const heap = [];
  const siftUp = (i) => {
    const v = heap[i];
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p] <= v) break;
      heap[i] = heap[p];
      i = p;
    }
    heap[i] = v;
  };
  const siftDown = (i) => {
    const n = heap.length;
    const v = heap[i];
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && heap[c + 1] < heap[c]) c++;
      if (heap[c] >= v) break;
      heap[i] = heap[c];
      i = c;
    }
    heap[i] = v;
  };
  const out = [];
  for (const r of readings) {
    if (heap.length < k) {
      heap.push(r);
      siftUp(heap.length - 1);
    } else if (r > heap[0]) {
      heap[0] = r; // the old k-th loudest drops out
      siftDown(0);
    }
    out.push(heap.length < k ? -1 : heap[0]);
  }
  return out;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
console.log(kthLoudest(data.slice(2, 2 + n), k).join(' '));
