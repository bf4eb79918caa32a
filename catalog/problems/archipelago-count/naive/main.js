/**
 * @param {string[]} grid rows of '#' (land) and '.' (water)
 * @return {number} the number of 4-connected islands
 */
function countIslands(grid) {
  // Naive: label propagation, sweeping the whole map until no label changes. O((r*c)^2) worst case.
  const r = grid.length;
  const c = grid[0].length;
  const label = new Int32Array(r * c).fill(-1);
  for (let i = 0; i < r; i++)
    for (let j = 0; j < c; j++) if (grid[i][j] === '#') label[i * c + j] = i * c + j;
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < r; i++) {
      for (let j = 0; j < c; j++) {
        const id = i * c + j;
        if (label[id] < 0) continue;
        let best = label[id];
        if (i > 0 && label[id - c] >= 0 && label[id - c] < best) best = label[id - c];
        if (i + 1 < r && label[id + c] >= 0 && label[id + c] < best) best = label[id + c];
        if (j > 0 && label[id - 1] >= 0 && label[id - 1] < best) best = label[id - 1];
        if (j + 1 < c && label[id + 1] >= 0 && label[id + 1] < best) best = label[id + 1];
        if (best < label[id]) {
          label[id] = best;
          changed = true;
        }
      }
    }
  }
  let islands = 0;
  for (let id = 0; id < r * c; id++) if (label[id] === id) islands++;
  return islands;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
console.log(String(countIslands(tokens.slice(2, 2 + r))));
