/**
 * @param {number} cap the van's capacity W in kilograms
 * @param {number[][]} kinds [weight, value] of each kind of sack (unlimited stock)
 * @return {number} the largest total value of a load weighing at most cap
 */
function bestBulkOrder(cap, kinds) {
  // Naive: kind by kind, try every number of copies k for every capacity. O(n * W^2 / weight).
  let best = new Array(cap + 1).fill(0);
  for (const [w, v] of kinds) {
    const next = best.slice();
    for (let c = w; c <= cap; c++) {
      for (let k = 1; k * w <= c; k++) {
        const cand = best[c - k * w] + k * v;
        if (cand > next[c]) next[c] = cand;
      }
    }
    best = next;
  }
  return best[cap];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, cap] = data;
const kinds = [];
for (let i = 0; i < n; i++) kinds.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(bestBulkOrder(cap, kinds)));
