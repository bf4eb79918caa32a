/**
 * @param {string} s the manuscript
 * @return {number} number of pairs i <= j with s[i..j] a palindrome
 */
function countPalindromes(s) {
  // Naive: expand around each of the 2n - 1 centres. O(n^2) on repetitive strings.
  const n = s.length;
  let count = 0;
  for (let c = 0; c < 2 * n - 1; c++) {
    let lo = c >> 1;
    let hi = lo + (c & 1);
    while (lo >= 0 && hi < n && s.charCodeAt(lo) === s.charCodeAt(hi)) {
      count++;
      lo--;
      hi++;
    }
  }
  return count;
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(countPalindromes(s)));
