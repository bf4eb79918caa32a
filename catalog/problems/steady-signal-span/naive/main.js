/**
 * @param {number[]} readings the samples in order
 * @param {number} limit the largest allowed max - min
 * @return {number} the length of the longest steady stretch
 */
function longestSteady(readings, limit) {
  // Naive: from every start, extend with a running max and min until the spread is too large.
  let best = 0;
  for (let i = 0; i < readings.length; i++) {
    let hi = readings[i];
    let lo = readings[i];
    let j = i;
    while (j < readings.length) {
      hi = Math.max(hi, readings[j]);
      lo = Math.min(lo, readings[j]);
      if (hi - lo > limit) break;
      j++;
    }
    best = Math.max(best, j - i);
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(longestSteady(data.slice(2, 2 + data[0]), data[1])));
