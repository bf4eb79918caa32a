/**
 * @param {number[]} factors
 * @return {number} the largest product of a non-empty contiguous run
 */
function bestGain(factors) {
  // hi / lo: largest / smallest product of a run ending at the current position
  let hi = factors[0];
  let lo = factors[0];
  let best = factors[0];
  for (let i = 1; i < factors.length; i++) {
    const x = factors[i];
    const a = hi * x;
    const b = lo * x;
    hi = Math.max(x, a, b);
    lo = Math.min(x, a, b);
    best = Math.max(best, hi);
  }
  return best + 0; // turns a possible -0 into 0
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestGain(data.slice(1, 1 + data[0]))));
