/**
 * @param {number} cap the van's capacity W in kilograms
 * @param {number[][]} kinds [weight, value] of each kind of sack (unlimited stock)
 * @return {number} the largest total value of a load weighing at most cap
 */
function bestBulkOrder(cap, kinds) {
  // best[c] = largest value of a load weighing at most c kilograms.
  const best = new Array(cap + 1).fill(0);
  for (const [w, v] of kinds) {
    // Upwards: best[c - w] may already contain sacks of this kind, so it can repeat.
    for (let c = w; c <= cap; c++) {
      if (best[c - w] + v > best[c]) best[c] = best[c - w] + v;
    }
  }
  return best[cap];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, cap] = data;
const kinds = [];
for (let i = 0; i < n; i++) kinds.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(bestBulkOrder(cap, kinds)));
