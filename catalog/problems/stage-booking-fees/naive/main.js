/**
 * @param {number[][]} requests [s, e, fee] booking requests for the interval [s, e)
 * @return {number} the largest total fee of non-overlapping requests
 */
function bestFees(requests) {
  // Naive: accept or skip each request in start order, with no memory of results. Exponential.
  const r = [...requests].sort((x, y) => x[0] - y[0]);
  const go = (i, freeFrom) => {
    if (i === r.length) return 0;
    let result = go(i + 1, freeFrom); // skip request i
    if (r[i][0] >= freeFrom) result = Math.max(result, r[i][2] + go(i + 1, r[i][1])); // accept it
    return result;
  };
  return go(0, 0);
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const requests = [];
for (let i = 0; i < n; i++) requests.push([data[1 + 3 * i], data[2 + 3 * i], data[3 + 3 * i]]);
console.log(String(bestFees(requests)));
