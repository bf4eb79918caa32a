/**
 * @param {string[]} grid rows of '.', 'F' (fresh crate) and 'M' (mouldy crate)
 * @return {number} minutes until no fresh crate is left, or -1
 */
function minutesUntilMouldy(grid) {
  // Naive: simulate minute by minute, rescanning the whole grid every minute.
  const r = grid.length;
  const c = grid[0].length;
  let cur = grid.map((row) => row.split(''));
  let minutes = 0;
  for (;;) {
    const next = cur.map((row) => row.slice());
    let changed = false;
    let fresh = 0;
    for (let i = 0; i < r; i++) {
      for (let j = 0; j < c; j++) {
        if (cur[i][j] !== 'F') continue;
        const near =
          (i > 0 && cur[i - 1][j] === 'M') ||
          (i < r - 1 && cur[i + 1][j] === 'M') ||
          (j > 0 && cur[i][j - 1] === 'M') ||
          (j < c - 1 && cur[i][j + 1] === 'M');
        if (near) {
          next[i][j] = 'M';
          changed = true;
        } else fresh++;
      }
    }
    if (!changed) return fresh > 0 ? -1 : minutes;
    cur = next;
    minutes++;
  }
}

const inputLines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const [r] = inputLines[0].split(' ').map(Number);
const grid = inputLines.slice(1, 1 + r).map((row) => row.trim());
console.log(String(minutesUntilMouldy(grid)));
