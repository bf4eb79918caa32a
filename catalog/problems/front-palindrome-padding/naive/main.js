/**
 * @param {string} s the painted word
 * @return {number} fewest letters to add in front so that the result is a palindrome
 */
function fewestFrontLetters(s) {
  // Naive: the longest palindromic prefix, testing lengths from n downwards. O(n^2).
  const n = s.length;
  for (let len = n; len > 0; len--) {
    let i = 0;
    let j = len - 1;
    while (i < j && s.charCodeAt(i) === s.charCodeAt(j)) {
      i++;
      j--;
    }
    if (i >= j) return n - len;
  }
  return n;
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(fewestFrontLetters(s)));
