/**
 * @param {number[]} a the readings
 * @param {number} k the most distinct values a calm stretch may contain
 * @return {number} the length of the longest calm stretch
 */
function longestCalm(a, k) {
  // Naive: a fresh scan from every start, extended until a (k+1)-th value appears. O(n^2).
  let best = 0;
  for (let i = 0; i < a.length; i++) {
    const seen = new Set();
    let j = i;
    while (j < a.length && (seen.has(a[j]) || seen.size < k)) seen.add(a[j++]);
    best = Math.max(best, j - i);
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
console.log(String(longestCalm(data.slice(2, 2 + n), k)));
