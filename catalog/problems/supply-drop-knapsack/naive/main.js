/**
 * @param {number} cap the drone's capacity W
 * @param {number[][]} crates [weight, value] pairs
 * @return {number} the largest total value that fits
 */
function bestLoad(cap, crates) {
  // Naive: every subset of crates, explored depth first. O(2^n).
  let best = 0;
  const explore = (i, weight, value) => {
    if (weight > cap) return;
    if (i === crates.length) {
      if (value > best) best = value;
      return;
    }
    explore(i + 1, weight + crates[i][0], value + crates[i][1]);
    explore(i + 1, weight, value);
  };
  explore(0, 0, 0);
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, cap] = data;
const crates = [];
for (let i = 0; i < n; i++) crates.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(bestLoad(cap, crates)));
