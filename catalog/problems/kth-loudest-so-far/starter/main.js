/**
 * @param {number[]} readings in arrival order
 * @param {number} k
 * @return {number[]} after each reading, the k-th largest so far (-1 while fewer than k)
 */
function kthLoudest(readings, k) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
console.log(kthLoudest(data.slice(2, 2 + n), k).join(' '));
