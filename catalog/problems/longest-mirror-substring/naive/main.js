/**
 * @param {string} s the banner text
 * @return {string} the leftmost longest palindromic substring
 */
function longestMirror(s) {
  // Naive: test every substring with two pointers; keep the first strictly longer one. O(n^3).
  const n = s.length;
  let bestStart = 0;
  let bestLen = 1;
  for (let i = 0; i < n; i++) {
    for (let j = i; j < n; j++) {
      let a = i;
      let b = j;
      while (a < b && s.charCodeAt(a) === s.charCodeAt(b)) {
        a++;
        b--;
      }
      if (a >= b && j - i + 1 > bestLen) {
        bestStart = i;
        bestLen = j - i + 1;
      }
    }
  }
  return s.slice(bestStart, bestStart + bestLen);
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(longestMirror(s));
