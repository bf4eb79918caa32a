/**
 * @param {number[]} temps daily temperatures
 * @return {number[]} for each day, days until a strictly warmer day (0 if none)
 */
function warmerWait(temps) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(warmerWait(data.slice(1, 1 + data[0])).join(' '));
