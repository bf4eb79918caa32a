/**
 * @param {number[][]} buildings [left, right, height] of each building
 * @return {number[][]} the key points [x, h] of the outline, left to right
 */
function rooftopOutline(buildings) {
  const byLeft = buildings.slice().sort((a, b) => a[0] - b[0]);
  const edges = [];
  for (const [l, r] of buildings) edges.push(l, r);
  const xs = [...new Set(edges)].sort((a, b) => a - b); // distinct edge coordinates
  const heap = []; // max-heap by height of started buildings [height, right]; ended ones removed lazily
  const points = [];
  let next = 0;
  let prev = 0;
  for (const x of xs) {
    while (next < byLeft.length && byLeft[next][0] <= x) {
      pushHeap(heap, [byLeft[next][2], byLeft[next][1]]);
      next++;
    }
    while (heap.length > 0 && heap[0][1] <= x) popTop(heap); // the tallest has ended
    const h = heap.length > 0 ? heap[0][0] : 0;
    if (h !== prev) {
      points.push([x, h]);
      prev = h;
    }
  }
  return points;
}

/** Adds item [height, right] to the max-heap h (ordered by height). */
function pushHeap(h, item) {
  let i = h.length;
  h.push(item);
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (h[p][0] >= item[0]) break;
    h[i] = h[p];
    i = p;
  }
  h[i] = item;
}

/** Removes the tallest item of the non-empty max-heap h. */
function popTop(h) {
  const last = h.pop();
  if (h.length === 0) return;
  let i = 0;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= h.length) break;
    if (c + 1 < h.length && h[c + 1][0] > h[c][0]) c++;
    if (h[c][0] <= last[0]) break;
    h[i] = h[c];
    i = c;
  }
  h[i] = last;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const buildings = [];
for (let i = 0; i < n; i++) buildings.push([data[1 + 3 * i], data[2 + 3 * i], data[3 + 3 * i]]);
console.log(
  rooftopOutline(buildings)
    .map(([x, h]) => `${x} ${h}`)
    .join('\n'),
);
