/**
 * @param {string} s the sequence
 * @param {number} k window length
 * @return {number} the number of distinct substrings of length k
 */
function distinctGrams(s, k) {
  // Write your code here.
  return 0;
}

const [s, kLine] = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(distinctGrams(s.trim(), Number(kLine))));
