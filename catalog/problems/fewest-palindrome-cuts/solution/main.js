/**
 * @param {string} s the letters on the ribbon
 * @return {number} the fewest cuts that leave only palindromic pieces
 */
function fewestCuts(s) {
  const n = s.length;
  // best[k] = fewest palindromic pieces covering s[0..k-1]; k pieces of one letter always work.
  const best = Array.from({ length: n + 1 }, (_, k) => k);
  // Centres from left to right: centre c covers lo = floor(c / 2), hi = lo + (c % 2).
  for (let c = 0; c < 2 * n - 1; c++) {
    let lo = c >> 1;
    let hi = lo + (c & 1);
    while (lo >= 0 && hi < n && s[lo] === s[hi]) {
      // s[lo..hi] is a palindrome: it can be the last piece of a cover of s[0..hi].
      if (best[lo] + 1 < best[hi + 1]) best[hi + 1] = best[lo] + 1;
      lo--;
      hi++;
    }
  }
  return best[n] - 1;
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(fewestCuts(s)));
