/**
 * @param {string[]} puzzle 9 rows of 9 characters: digits '1'-'9', '.' for an empty square
 * @return {string[]} the completed grid, 9 rows of 9 digits
 */
function solveSudoku(puzzle) {
  // Naive: fill the empty squares in reading order, trying 1..9 and scanning row, column and box.
  const g = puzzle.map((row) => row.split('').map((ch) => (ch === '.' ? 0 : Number(ch))));
  const empties = [];
  for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) if (g[r][c] === 0) empties.push([r, c]);
  const ok = (r, c, d) => {
    for (let i = 0; i < 9; i++) if (g[r][i] === d || g[i][c] === d) return false;
    const br = r - (r % 3);
    const bc = c - (c % 3);
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) if (g[br + i][bc + j] === d) return false;
    return true;
  };
  let k = 0;
  while (k < empties.length) {
    const [r, c] = empties[k];
    let d = g[r][c] + 1;
    g[r][c] = 0;
    while (d <= 9 && !ok(r, c, d)) d++;
    if (d <= 9) {
      g[r][c] = d;
      k++;
    } else {
      k--; // g[r][c] stays 0: back to the previous square, which tries its next digit
    }
  }
  return g.map((row) => row.join(''));
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const t = Number(tokens[0]);
const out = [];
for (let i = 0; i < t; i++) out.push(...solveSudoku(tokens.slice(1 + 9 * i, 10 + 9 * i)));
console.log(out.join('\n'));
