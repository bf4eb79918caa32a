/**
 * @param {string} s
 * @return {number} the length of the longest substring without a repeated character
 */
function longestUniqueRun(s) {
  const last = new Map(); // character -> index of its latest occurrence
  let left = 0;
  let best = 0;
  for (let right = 0; right < s.length; right++) {
    const c = s[right];
    // An occurrence before `left` is outside the window and must not move it backwards.
    if (last.has(c) && last.get(c) >= left) left = last.get(c) + 1;
    last.set(c, right);
    best = Math.max(best, right - left + 1);
  }
  return best;
}

const s = require('node:fs').readFileSync(0, 'utf8').split('\n')[0].replace(/\r$/, '');
console.log(String(longestUniqueRun(s)));
