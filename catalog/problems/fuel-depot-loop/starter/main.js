/**
 * @param {number[]} fuel fuel loaded at each depot
 * @param {number[]} cost fuel burnt on the road leaving each depot
 * @return {number} the smallest depot from which the loop can be completed, or -1
 */
function loopStart(fuel, cost) {
  // Write your code here.
  return -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(loopStart(data.slice(1, 1 + n), data.slice(1 + n, 1 + 2 * n))));
