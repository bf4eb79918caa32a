/**
 * @param {string} s
 * @return {number} the length of the longest substring without a repeated character
 */
function longestUniqueRun(s) {
  // Naive (wrong): jumps left after the previous occurrence even when that lies outside the window.
  const last = new Map();
  let left = 0;
  let best = 0;
  for (let right = 0; right < s.length; right++) {
    const c = s[right];
    if (last.has(c)) left = last.get(c) + 1;
    last.set(c, right);
    best = Math.max(best, right - left + 1);
  }
  return best;
}

const s = require('node:fs').readFileSync(0, 'utf8').split('\n')[0].replace(/\r$/, '');
console.log(String(longestUniqueRun(s)));
