/**
 * @param {string[]} grid rows of '#' (land) and '.' (water)
 * @return {number} the number of 4-connected islands
 */
function countIslands(grid) {
  const r = grid.length;
  const c = grid[0].length;
  const seen = new Uint8Array(r * c);
  const stack = [];
  let islands = 0;
  for (let start = 0; start < r * c; start++) {
    if (seen[start] || grid[Math.floor(start / c)][start % c] !== '#') continue;
    islands++;
    // Flood the new island with an explicit stack; cells are marked when pushed.
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const cell = stack.pop();
      const i = Math.floor(cell / c);
      const j = cell % c;
      const next = [
        [i - 1, j],
        [i + 1, j],
        [i, j - 1],
        [i, j + 1],
      ];
      for (const [y, x] of next) {
        if (y < 0 || y >= r || x < 0 || x >= c) continue;
        const id = y * c + x;
        if (!seen[id] && grid[y][x] === '#') {
          seen[id] = 1;
          stack.push(id);
        }
      }
    }
  }
  return islands;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
console.log(String(countIslands(tokens.slice(2, 2 + r))));
