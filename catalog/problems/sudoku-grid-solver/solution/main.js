/**
 * @param {string[]} puzzle 9 rows of 9 characters: digits '1'-'9', '.' for an empty square
 * @return {string[]} the completed grid, 9 rows of 9 digits
 */
function solveSudoku(puzzle) {
  const cell = new Int32Array(81); // 0 = empty, else the digit
  const rows = new Int32Array(9); // bit d-1 set = digit d used in that row
  const cols = new Int32Array(9);
  const boxes = new Int32Array(9);
  const boxOf = (p) => 3 * Math.floor(p / 27) + Math.floor((p % 9) / 3);
  const place = (p, d, on) => {
    const bit = 1 << (d - 1);
    rows[Math.floor(p / 9)] ^= bit;
    cols[p % 9] ^= bit;
    boxes[boxOf(p)] ^= bit;
    cell[p] = on ? d : 0;
  };
  const free = (p) => ~(rows[Math.floor(p / 9)] | cols[p % 9] | boxes[boxOf(p)]) & 511;
  const empties = [];
  for (let p = 0; p < 81; p++) {
    const ch = puzzle[Math.floor(p / 9)][p % 9];
    if (ch === '.') empties.push(p);
    else place(p, Number(ch), true);
  }

  // Explicit stack: framePos[k] = square chosen at depth k, frameCand[k] = digits left to try there.
  const framePos = new Int32Array(82);
  const frameCand = new Int32Array(82);
  let depth = 0;
  for (;;) {
    // Most constrained empty square first (fewest candidates); -1 when the grid is full.
    let best = -1;
    let bestCount = 10;
    for (const p of empties) {
      if (cell[p] !== 0) continue;
      const c = popcount(free(p));
      if (c < bestCount) {
        best = p;
        bestCount = c;
        if (c <= 1) break;
      }
    }
    if (best === -1) break;
    framePos[depth] = best;
    frameCand[depth] = free(best);
    // Place the next candidate here, backtracking while a square has none left.
    while (frameCand[depth] === 0) {
      depth--; // the puzzle is solvable, so depth never drops below 0
      place(framePos[depth], cell[framePos[depth]], false);
    }
    const bit = frameCand[depth] & -frameCand[depth];
    frameCand[depth] ^= bit;
    place(framePos[depth], 32 - Math.clz32(bit), true);
    depth++;
  }

  const result = [];
  for (let r = 0; r < 9; r++) result.push(Array.from(cell.subarray(9 * r, 9 * r + 9)).join(''));
  return result;
}

function popcount(m) {
  let c = 0;
  for (; m !== 0; m &= m - 1) c++;
  return c;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const t = Number(tokens[0]);
const out = [];
for (let i = 0; i < t; i++) out.push(...solveSudoku(tokens.slice(1 + 9 * i, 10 + 9 * i)));
console.log(out.join('\n'));
