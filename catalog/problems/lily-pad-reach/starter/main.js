/**
 * @param {number[]} leap leap[i] = how many pads forward the frog can leap from pad i (at most)
 * @return {boolean} whether the last pad can be reached from pad 0
 */
function canReachLast(leap) {
  // Write your code here.
  return false;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(canReachLast(data.slice(1, 1 + data[0]))));
