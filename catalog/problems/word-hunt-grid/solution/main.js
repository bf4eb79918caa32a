/**
 * @param {string[]} grid rows of uppercase letters
 * @param {string} word
 * @return {boolean} whether word can be traced through side-adjacent cells, each used at most once
 */
function canTrace(grid, word) {
  const r = grid.length;
  const c = grid[0].length;
  // Pruning: the grid must hold enough copies of every letter of the word.
  const have = new Map();
  for (const row of grid) for (const ch of row) have.set(ch, (have.get(ch) ?? 0) + 1);
  const need = new Map();
  for (const ch of word) need.set(ch, (need.get(ch) ?? 0) + 1);
  for (const [ch, cnt] of need) if ((have.get(ch) ?? 0) < cnt) return false;
  // Start from the rarer end of the word: fewer starting cells, earlier dead ends.
  let w = word;
  if ((have.get(w[0]) ?? 0) > (have.get(w[w.length - 1]) ?? 0)) w = [...w].reverse().join('');

  const used = Array.from({ length: r }, () => new Array(c).fill(false));
  const dirs = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ];
  // Iterative DFS: each frame is [row, col, index in w, next direction to try].
  const trace = (si, sj) => {
    const stack = [[si, sj, 0, 0]];
    used[si][sj] = true;
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const [i, j, k] = top;
      if (k === w.length - 1) return true;
      if (top[3] === 4) {
        used[i][j] = false; // step back: free the cell
        stack.pop();
        continue;
      }
      const [di, dj] = dirs[top[3]++];
      const ni = i + di;
      const nj = j + dj;
      if (ni >= 0 && nj >= 0 && ni < r && nj < c && !used[ni][nj] && grid[ni][nj] === w[k + 1]) {
        used[ni][nj] = true;
        stack.push([ni, nj, k + 1, 0]);
      }
    }
    return false;
  };
  for (let i = 0; i < r; i++) {
    for (let j = 0; j < c; j++) {
      if (grid[i][j] === w[0] && trace(i, j)) return true;
    }
  }
  return false;
}

const inputLines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const [r] = inputLines[0].split(' ').map(Number);
const grid = inputLines.slice(1, 1 + r).map((row) => row.trim());
console.log(String(canTrace(grid, inputLines[1 + r].trim())));
