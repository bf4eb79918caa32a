/**
 * @param {string} s the banner text
 * @return {string} the leftmost longest palindromic substring
 */
function longestMirror(s) {
  const n = s.length;
  let bestStart = 0;
  let bestLen = 1;
  // Centre p covers s[floor(p / 2)] (p even) or the gap after it (p odd).
  for (let p = 0; p <= 2 * n - 2; p++) {
    // The shortest length with this centre's parity that beats bestLen.
    let len = bestLen + 1;
    if (len % 2 !== (p % 2 === 0 ? 1 : 0)) len++;
    let lo = (p - len + 1) / 2;
    let hi = lo + len - 1;
    if (lo < 0 || hi >= n) continue;
    // Palindromes around one centre are nested: if this window fails, every wider one does too.
    let ok = true;
    for (let a = lo, b = hi; a < b; a++, b--) {
      if (s[a] !== s[b]) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    while (lo > 0 && hi < n - 1 && s[lo - 1] === s[hi + 1]) {
      lo--;
      hi++;
    }
    bestStart = lo;
    bestLen = hi - lo + 1;
  }
  return s.slice(bestStart, bestStart + bestLen);
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(longestMirror(s));
