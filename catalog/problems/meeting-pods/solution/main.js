/**
 * @param {number[][]} bookings [s, e] half-open time ranges
 * @return {number} the fewest pods that can host every booking
 */
function minPods(bookings) {
  const sorted = bookings.slice().sort((x, y) => x[0] - y[0]);
  const ends = []; // min-heap of the end times of the pods in use
  for (const [s, e] of sorted) {
    if (ends.length > 0 && ends[0] <= s) popMin(ends); // reuse the pod that freed up first
    pushHeap(ends, e);
  }
  return ends.length;
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

/** Removes the smallest element of the non-empty binary min-heap h. */
function popMin(h) {
  const last = h.pop();
  if (h.length === 0) return;
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
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const bookings = [];
for (let i = 0; i < n; i++) bookings.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(minPods(bookings)));
