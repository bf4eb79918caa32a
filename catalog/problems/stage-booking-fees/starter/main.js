/**
 * @param {number[][]} requests [s, e, fee] booking requests for the interval [s, e)
 * @return {number} the largest total fee of non-overlapping requests
 */
function bestFees(requests) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const requests = [];
for (let i = 0; i < n; i++) requests.push([data[1 + 3 * i], data[2 + 3 * i], data[3 + 3 * i]]);
console.log(String(bestFees(requests)));
