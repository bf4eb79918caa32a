/**
 * @param {string[]} tags one tag per post, in posting order
 * @param {number} k number of tags on the panel
 * @return {Array<[string, number]>} the k trending tags with their counts, best first
 */
function trendingTags(tags, k) {
  const count = new Map();
  for (const t of tags) count.set(t, (count.get(t) ?? 0) + 1);
  // worse(a, b): a ranks below b (fewer posts, or equal posts and alphabetically later).
  const worse = (a, b) => a[1] < b[1] || (a[1] === b[1] && a[0] > b[0]);
  // Min-heap (by rank) of at most k entries: the top is the weakest tag kept so far.
  const heap = [];
  const up = (i) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!worse(heap[i], heap[p])) break;
      [heap[i], heap[p]] = [heap[p], heap[i]];
      i = p;
    }
  };
  const down = (i) => {
    for (;;) {
      let m = i;
      const l = 2 * i + 1;
      const r = l + 1;
      if (l < heap.length && worse(heap[l], heap[m])) m = l;
      if (r < heap.length && worse(heap[r], heap[m])) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m], heap[i]];
      i = m;
    }
  };
  const popTop = () => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last;
      down(0);
    }
    return top;
  };
  for (const entry of count) {
    heap.push(entry);
    up(heap.length - 1);
    if (heap.length > k) popTop(); // the weakest of k + 1 cannot trend
  }
  const panel = [];
  while (heap.length > 0) panel.push(popTop());
  return panel.reverse();
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const k = Number(tokens[1]);
const panel = trendingTags(tokens.slice(2, 2 + n), k);
console.log(panel.map(([tag, c]) => `${tag} ${c}`).join('\n'));
