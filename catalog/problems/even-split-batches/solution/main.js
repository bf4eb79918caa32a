/**
 * @param {number[]} weights weight change of each batch (may be negative)
 * @param {number} k the number of crates a run must split into evenly
 * @return {number} how many runs of consecutive batches have a total divisible by k
 */
function countEvenRuns(weights, k) {
  // Two prefix sums with the same remainder mod k enclose a run divisible by k.
  const seen = new Array(k).fill(0);
  seen[0] = 1; // the empty prefix
  let remainder = 0;
  let count = 0;
  for (const w of weights) {
    remainder = (((remainder + w) % k) + k) % k; // keep it in 0..k-1 for negative weights
    count += seen[remainder];
    seen[remainder]++;
  }
  return count;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(countEvenRuns(data.slice(2, 2 + data[0]), data[1])));
