/**
 * @param {string} s
 * @param {string} t
 * @return {string} the shortest (then leftmost) substring of s containing every letter of t
 *   with multiplicity, or '-1'
 */
function shortestCover(s, t) {
  // Naive: from every start, extend to the right until the window covers t. O(|s|^2).
  const base = new Int32Array(128);
  for (let i = 0; i < t.length; i++) base[t.charCodeAt(i)]++;
  let bestStart = -1;
  let bestLen = Number.POSITIVE_INFINITY;
  for (let i = 0; i < s.length; i++) {
    const need = base.slice();
    let missing = t.length;
    for (let j = i; j < s.length; j++) {
      const x = s.charCodeAt(j);
      if (need[x] > 0) missing--;
      need[x]--;
      if (missing === 0) {
        if (j - i + 1 < bestLen) {
          bestLen = j - i + 1;
          bestStart = i;
        }
        break;
      }
    }
  }
  return bestStart < 0 ? '-1' : s.slice(bestStart, bestStart + bestLen);
}

const inputLines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(shortestCover(inputLines[0].trim(), inputLines[1].trim()));
