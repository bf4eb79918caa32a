/**
 * @param {number[]} readings sorted in non-decreasing order
 * @return {number[]} the squares of all readings, sorted in non-decreasing order
 */
function sortedSquares(readings) {
  const n = readings.length;
  const out = new Array(n);
  let lo = 0;
  let hi = n - 1;
  // The largest remaining square is always at one of the two ends.
  for (let k = n - 1; k >= 0; k--) {
    if (Math.abs(readings[lo]) > Math.abs(readings[hi])) {
      out[k] = readings[lo] * readings[lo];
      lo++;
    } else {
      out[k] = readings[hi] * readings[hi];
      hi--;
    }
  }
  return out;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(sortedSquares(data.slice(1, 1 + n)).join(' '));
