/**
 * @param {number} cap the drone's capacity W
 * @param {number[][]} crates [weight, value] pairs
 * @return {number} the largest total value that fits
 */
function bestLoad(cap, crates) {
  // best[c] = largest value with capacity c using the crates seen so far.
  const best = new Array(cap + 1).fill(0);
  for (const [w, v] of crates) {
    // Downwards, so best[c - w] does not include this crate yet (each crate at most once).
    for (let c = cap; c >= w; c--) {
      if (best[c - w] + v > best[c]) best[c] = best[c - w] + v;
    }
  }
  return best[cap];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, cap] = data;
const crates = [];
for (let i = 0; i < n; i++) crates.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(bestLoad(cap, crates)));
