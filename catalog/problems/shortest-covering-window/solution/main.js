/**
 * @param {string} s
 * @param {string} t
 * @return {string} the shortest (then leftmost) substring of s containing every letter of t
 *   with multiplicity, or '-1'
 */
function shortestCover(s, t) {
  const need = new Int32Array(128); // how many more copies of each letter the window needs
  for (let i = 0; i < t.length; i++) need[t.charCodeAt(i)]++;
  let missing = t.length;
  let bestStart = -1;
  let bestLen = Number.POSITIVE_INFINITY;
  let left = 0;
  for (let right = 0; right < s.length; right++) {
    const x = s.charCodeAt(right);
    if (need[x] > 0) missing--;
    need[x]--;
    if (missing > 0) continue;
    // Drop surplus letters from the left while the window still covers t.
    while (need[s.charCodeAt(left)] < 0) {
      need[s.charCodeAt(left)]++;
      left++;
    }
    if (right - left + 1 < bestLen) {
      bestLen = right - left + 1;
      bestStart = left;
    }
    // Give up the (needed) leftmost letter and look for the next covering window.
    need[s.charCodeAt(left)]++;
    missing++;
    left++;
  }
  return bestStart < 0 ? '-1' : s.slice(bestStart, bestStart + bestLen);
}

const inputLines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(shortestCover(inputLines[0].trim(), inputLines[1].trim()));
