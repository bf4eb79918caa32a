/**
 * @param {string} s the loop of tiles
 * @return {number} the smallest start of a lexicographically smallest rotation
 */
function smallestRotation(s) {
  // Naive: compare every rotation with the best so far, letter by letter. O(n^2).
  const n = s.length;
  let best = 0;
  for (let r = 1; r < n; r++) {
    let t = 0;
    while (t < n && s.charCodeAt((r + t) % n) === s.charCodeAt((best + t) % n)) t++;
    if (t < n && s.charCodeAt((r + t) % n) < s.charCodeAt((best + t) % n)) best = r;
  }
  return best;
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(smallestRotation(s)));
