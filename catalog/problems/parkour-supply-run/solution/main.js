/**
 * @param {number[]} heights height of each roof
 * @param {number} bricks bricks carried (one per metre of climb)
 * @param {number} ladders ladders carried (one per climb)
 * @return {number} index of the furthest reachable roof
 */
function furthestRoof(heights, bricks, ladders) {
  const withLadder = []; // min-heap of the climbs that currently hold a ladder
  let left = bricks;
  for (let i = 0; i + 1 < heights.length; i++) {
    const d = heights[i + 1] - heights[i];
    if (d <= 0) continue; // dropping down or stepping across is free
    pushHeap(withLadder, d);
    // Too many ladders in use: the smallest such climb is paid with bricks instead.
    if (withLadder.length > ladders) left -= popMin(withLadder);
    if (left < 0) return i;
  }
  return heights.length - 1;
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
console.log(String(furthestRoof(data.slice(3, 3 + data[0]), data[1], data[2])));
