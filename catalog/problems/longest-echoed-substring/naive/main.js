/**
 * @param {string} s the transcript
 * @return {number[]} [L, i]: the longest length L of a substring occurring at least twice and the
 *   smallest start i of such a substring; [0, -1] if no letter repeats
 */
function longestEcho(s) {
  // Naive: compare every pair of start positions letter by letter. O(n^2 · L).
  const n = s.length;
  let bestLen = 0;
  let bestStart = -1;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      let k = 0;
      while (j + k < n && s.charCodeAt(i + k) === s.charCodeAt(j + k)) k++;
      if (k > bestLen || (k === bestLen && k > 0 && i < bestStart)) {
        bestLen = k;
        bestStart = i;
      }
    }
  }
  return [bestLen, bestStart];
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(longestEcho(s).join(' '));
