/**
 * @param {number[]} factors
 * @return {number} the largest product of a non-empty contiguous run
 */
function bestGain(factors) {
  // Naive: multiply out every run from every start. O(n^2).
  let best = -Infinity;
  for (let i = 0; i < factors.length; i++) {
    let p = 1;
    for (let j = i; j < factors.length; j++) {
      p *= factors[j];
      if (p > best) best = p;
    }
  }
  return best + 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestGain(data.slice(1, 1 + data[0]))));
