/**
 * @param {string} s the sequence
 * @param {number} k window length
 * @return {number} the number of distinct substrings of length k
 */
function distinctGrams(s, k) {
  // Naive: put every window, as a string, into a set. O(n · k) character work.
  const seen = new Set();
  for (let i = 0; i + k <= s.length; i++) seen.add(s.slice(i, i + k));
  return seen.size;
}

const [s, kLine] = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(distinctGrams(s.trim(), Number(kLine))));
