/**
 * @param {number[]} a ledger amounts
 * @return {number} number of pairs i < j with a[i] > a[j]
 */
function countInversions(a) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(countInversions(data.slice(1, 1 + n))));
