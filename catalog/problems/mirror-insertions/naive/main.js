/**
 * @param {string} s the word on the sign
 * @return {number} the fewest inserted letters that make s a palindrome
 */
function fewestInsertions(s) {
  // Naive: the recurrence without memory. Up to 2^n calls.
  const cost = (i, j) => {
    if (i >= j) return 0;
    if (s[i] === s[j]) return cost(i + 1, j - 1);
    return 1 + Math.min(cost(i + 1, j), cost(i, j - 1));
  };
  return cost(0, s.length - 1);
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(fewestInsertions(s)));
