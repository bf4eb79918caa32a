/**
 * @param {number[]} dist distance of each token from the finish
 * @param {number[]} steps the allowed step lengths
 * @return {number} the number of winning first moves (token, step); 0 if the first player loses
 */
function winningMoves(dist, steps) {
  // Grundy value of every distance up to the largest one.
  const top = Math.max(...dist);
  const g = new Uint8Array(top + 1);
  for (let d = 1; d <= top; d++) {
    let seen = 0; // bit v set when some move reaches a distance of value v (values are at most k)
    for (const s of steps) if (s <= d) seen |= 1 << g[d - s];
    let v = 0;
    while (seen & (1 << v)) v++;
    g[d] = v;
  }
  let total = 0;
  for (const d of dist) total ^= g[d];
  if (total === 0) return 0;
  // A move wins when it brings the xor of all values to 0.
  let count = 0;
  for (const d of dist) {
    const want = total ^ g[d];
    for (const s of steps) if (s <= d && g[d - s] === want) count++;
  }
  return count;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const m = tokens[0];
const dist = tokens.slice(1, 1 + m);
const k = tokens[1 + m];
const steps = tokens.slice(2 + m, 2 + m + k);
console.log(String(winningMoves(dist, steps)));
