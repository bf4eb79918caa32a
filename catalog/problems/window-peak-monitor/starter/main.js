/**
 * @param {number[]} levels
 * @param {number} k window length
 * @return {number[]} the maximum of each window of k consecutive readings
 */
function windowPeaks(levels, k) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
console.log(windowPeaks(data.slice(2, 2 + n), k).join(' '));
