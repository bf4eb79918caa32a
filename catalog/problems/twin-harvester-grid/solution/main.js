/**
 * @param {string[]} grid r rows of c characters: '0'-'9' crates of fruit, '#' a rock
 * @return {number} the most crates the two robots can collect together, or -1 if the barn is unreachable
 */
function twinHarvest(grid) {
  const r = grid.length;
  const c = grid[0].length;
  const crates = (i, j) => (grid[i][j] === '#' ? -1 : grid[i].charCodeAt(j) - 48);
  // After s moves both robots are on the diagonal i + j = s. best[i1 * r + i2] (i1 <= i2) is the
  // most crates collected with robot 1 in row i1 and robot 2 in row i2; -1 = impossible.
  let best = new Int32Array(r * r).fill(-1);
  if (crates(0, 0) < 0) return -1;
  best[0] = crates(0, 0);
  for (let s = 1; s <= r + c - 2; s++) {
    const next = new Int32Array(r * r).fill(-1);
    const lo = Math.max(0, s - (c - 1));
    const hi = Math.min(r - 1, s);
    for (let i1 = lo; i1 <= hi; i1++) {
      const v1 = crates(i1, s - i1);
      if (v1 < 0) continue;
      for (let i2 = i1; i2 <= hi; i2++) {
        const v2 = crates(i2, s - i2);
        if (v2 < 0) continue;
        // Each robot came from above (row - 1) or from the left (same row).
        let prev = -1;
        for (const a of [i1 - 1, i1]) {
          for (const b of [i2 - 1, i2]) {
            if (a < 0 || b < 0) continue;
            const v = a <= b ? best[a * r + b] : best[b * r + a];
            if (v > prev) prev = v;
          }
        }
        if (prev < 0) continue;
        next[i1 * r + i2] = prev + v1 + (i1 === i2 ? 0 : v2); // a shared square counts once
      }
    }
    best = next;
  }
  return best[(r - 1) * r + (r - 1)];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
console.log(String(twinHarvest(tokens.slice(2, 2 + r))));
