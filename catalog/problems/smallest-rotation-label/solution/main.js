/**
 * @param {string} s the loop of tiles
 * @return {number} the smallest start of a lexicographically smallest rotation
 */
function smallestRotation(s) {
  const n = s.length;
  // Candidates i and j; the rotations from them agree on their first k letters.
  let i = 0;
  let j = 1;
  let k = 0;
  while (i < n && j < n && k < n) {
    const a = s.charCodeAt((i + k) % n);
    const b = s.charCodeAt((j + k) % n);
    if (a === b) {
      k++;
      continue;
    }
    // The larger side loses, and so does every start inside its matched part.
    if (a > b) i += k + 1;
    else j += k + 1;
    if (i === j) j++;
    k = 0;
  }
  return Math.min(i, j);
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(smallestRotation(s)));
