/**
 * @param {number[][]} stations the serving times of each station, each list sorted
 * @return {number[]} the shortest window [a, b] holding one time of every station (smallest a on ties)
 */
function shortestWindow(stations) {
  const k = stations.length;
  const pos = new Array(k).fill(0); // pointer into each station's times
  const heap = []; // min-heap of stations, ordered by their pointed-to time
  const timeOf = (s) => stations[s][pos[s]];
  let hi = -Infinity; // the largest pointed-to time
  for (let s = 0; s < k; s++) {
    pushHeap(heap, s, timeOf);
    hi = Math.max(hi, timeOf(s));
  }
  let best = null;
  for (;;) {
    const s = heap[0];
    const a = timeOf(s);
    if (best === null || hi - a < best[1] - best[0]) best = [a, hi];
    pos[s]++;
    if (pos[s] === stations[s].length) break; // no window can start later than a
    hi = Math.max(hi, timeOf(s));
    siftDown(heap, timeOf); // the top's time grew
  }
  return best;
}

/** Adds station s to the min-heap h ordered by key(s). */
function pushHeap(h, s, key) {
  let i = h.length;
  h.push(s);
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (key(h[p]) <= key(s)) break;
    h[i] = h[p];
    i = p;
  }
  h[i] = s;
}

/** Restores the min-heap h after the key of its top increased. */
function siftDown(h, key) {
  const s = h[0];
  const ks = key(s);
  let i = 0;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= h.length) break;
    if (c + 1 < h.length && key(h[c + 1]) < key(h[c])) c++;
    if (key(h[c]) >= ks) break;
    h[i] = h[c];
    i = c;
  }
  h[i] = s;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const k = data[0];
const stations = [];
let p = 1;
for (let i = 0; i < k; i++) {
  const m = data[p++];
  stations.push(data.slice(p, p + m));
  p += m;
}
console.log(shortestWindow(stations).join(' '));
