/**
 * @param {number[]} a the readings
 * @param {number} k the most distinct values a calm stretch may contain
 * @return {number} the length of the longest calm stretch
 */
function longestCalm(a, k) {
  const count = new Map(); // value -> occurrences inside the window
  let left = 0;
  let best = 0;
  for (let right = 0; right < a.length; right++) {
    count.set(a[right], (count.get(a[right]) ?? 0) + 1);
    // Too many distinct values: drop readings from the left until calm again.
    while (count.size > k) {
      const c = count.get(a[left]) - 1;
      if (c === 0) count.delete(a[left]);
      else count.set(a[left], c);
      left++;
    }
    best = Math.max(best, right - left + 1);
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
console.log(String(longestCalm(data.slice(2, 2 + n), k)));
