/**
 * @param {number[]} dist distance of each token from the finish
 * @param {number[]} steps the allowed step lengths
 * @return {number} the number of winning first moves (token, step); 0 if the first player loses
 */
function winningMoves(dist, steps) {
  // Naive (wrong): treat every token as a Nim heap of its distance.
  let total = 0;
  for (const d of dist) total ^= d;
  if (total === 0) return 0;
  let count = 0;
  for (const d of dist) {
    for (const s of steps) if (s <= d && (total ^ d ^ (d - s)) === 0) count++;
  }
  return count;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const m = tokens[0];
const dist = tokens.slice(1, 1 + m);
const k = tokens[1 + m];
const steps = tokens.slice(2 + m, 2 + m + k);
console.log(String(winningMoves(dist, steps)));
