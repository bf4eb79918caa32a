/**
 * @param {number[]} a the readings
 * @param {number} k the most distinct values a calm stretch may contain
 * @return {number} the length of the longest calm stretch
 */
function longestCalm(a, k) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
console.log(String(longestCalm(data.slice(2, 2 + n), k)));
