/**
 * @param {number[]} periods period[i] of each bell
 * @param {number[]} offsets offset[i] of each bell (0 <= offset < period)
 * @return {number} the first minute t >= 0 at which every bell rings, or -1
 */
function firstSharedMinute(periods, offsets) {
  // Write your code here.
  return -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const periods = new Array(n);
const offsets = new Array(n);
for (let i = 0; i < n; i++) {
  periods[i] = data[1 + 2 * i];
  offsets[i] = data[2 + 2 * i];
}
console.log(String(firstSharedMinute(periods, offsets)));
