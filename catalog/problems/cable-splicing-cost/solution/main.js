/**
 * @param {number[]} lengths the lengths of the pieces
 * @return {number} the minimum total cost of splicing them into one cable
 */
function spliceCost(lengths) {
  const heap = []; // min-heap of the current pieces
  for (const len of lengths) pushHeap(heap, len);
  let total = 0;
  while (heap.length > 1) {
    // Splice the two shortest pieces and put the result back.
    const joined = popMin(heap) + popMin(heap);
    total += joined;
    pushHeap(heap, joined);
  }
  return total;
}

/** Adds x to the binary min-heap h. */
function pushHeap(h, x) {
  let i = h.length;
  h.push(x);
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (h[p] <= x) break;
    h[i] = h[p];
    i = p;
  }
  h[i] = x;
}

/** Removes and returns the smallest element of the non-empty binary min-heap h. */
function popMin(h) {
  const top = h[0];
  const last = h.pop();
  if (h.length === 0) return top;
  let i = 0;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= h.length) break;
    if (c + 1 < h.length && h[c + 1] < h[c]) c++;
    if (h[c] >= last) break;
    h[i] = h[c];
    i = c;
  }
  h[i] = last;
  return top;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(spliceCost(data.slice(1, 1 + data[0]))));
