/**
 * @param {number[]} temps daily temperatures
 * @return {number[]} for each day, days until a strictly warmer day (0 if none)
 */
function warmerWait(temps) {
  // Naive: scan forward from every day. O(n^2) when temperatures stay flat.
  const n = temps.length;
  const wait = new Array(n).fill(0);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (temps[j] > temps[i]) {
        wait[i] = j - i;
        break;
      }
    }
  }
  return wait;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(warmerWait(data.slice(1, 1 + data[0])).join(' '));
