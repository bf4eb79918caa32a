/**
 * @param {string[]} board n rows of '.' (open) and '#' (fountain)
 * @return {number} the number of ways to place n mutually non-attacking queens on open cells
 */
function countPeacefulPlacements(board) {
  // Naive: every choice of one column per row (n^n boards), validated only when complete.
  const n = board.length;
  const col = new Array(n).fill(0);
  let count = 0;
  for (;;) {
    let ok = true;
    for (let r = 0; r < n && ok; r++) {
      if (board[r][col[r]] === '#') ok = false;
      for (let q = 0; q < r && ok; q++) {
        if (col[q] === col[r] || Math.abs(col[q] - col[r]) === r - q) ok = false;
      }
    }
    if (ok) count++;
    // next board, like an odometer in base n
    let r = n - 1;
    while (r >= 0 && col[r] === n - 1) col[r--] = 0;
    if (r < 0) return count;
    col[r]++;
  }
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const n = Number(lines[0].trim().split(/\s+/)[0]);
console.log(String(countPeacefulPlacements(lines.slice(1, 1 + n).map((s) => s.trim()))));
