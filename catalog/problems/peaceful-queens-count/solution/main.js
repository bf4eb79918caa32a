/**
 * @param {string[]} board n rows of '.' (open) and '#' (fountain)
 * @return {number} the number of ways to place n mutually non-attacking queens on open cells
 */
function countPeacefulPlacements(board) {
  const n = board.length;
  const full = (1 << n) - 1;
  // blocked[r]: bit c is set when cell (r, c) holds a fountain
  const blocked = board.map((row) => {
    let mask = 0;
    for (let c = 0; c < n; c++) if (row[c] === '#') mask |= 1 << c;
    return mask;
  });
  // cols / diag / anti: columns attacked in row r through a column or one of the two diagonals
  const place = (r, cols, diag, anti) => {
    if (r === n) return 1;
    let count = 0;
    let free = full & ~(cols | diag | anti | blocked[r]);
    while (free !== 0) {
      const bit = free & -free; // lowest available column
      free ^= bit;
      count += place(r + 1, cols | bit, ((diag | bit) << 1) & full, (anti | bit) >> 1);
    }
    return count;
  };
  return place(0, 0, 0, 0);
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const n = Number(lines[0].trim().split(/\s+/)[0]);
console.log(String(countPeacefulPlacements(lines.slice(1, 1 + n).map((s) => s.trim()))));
