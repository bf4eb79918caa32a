/**
 * @param {number[][]} board the picture numbers, row by row
 * @param {number} k the number of ticks
 * @return {number[][]} the board after every track moved k cells clockwise
 */
function turnCarousel(board, k) {
  const r = board.length;
  const c = board[0].length;
  const out = board.map((row) => row.slice());
  for (let t = 0; t < Math.min(r, c) / 2; t++) {
    const cells = trackCells(t, r, c);
    const L = cells.length;
    const shift = k % L; // after L ticks the track is back where it started
    for (let j = 0; j < L; j++) {
      const [fi, fj] = cells[j];
      const [ti, tj] = cells[(j + shift) % L];
      out[ti][tj] = board[fi][fj];
    }
  }
  return out;
}

/** The cells of track t (0 = border) in clockwise order, starting at its top-left corner. */
function trackCells(t, r, c) {
  const top = t;
  const left = t;
  const bottom = r - 1 - t;
  const right = c - 1 - t;
  const cells = [];
  for (let j = left; j < right; j++) cells.push([top, j]);
  for (let i = top; i < bottom; i++) cells.push([i, right]);
  for (let j = right; j > left; j--) cells.push([bottom, j]);
  for (let i = bottom; i > top; i--) cells.push([i, left]);
  return cells;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c, k] = data;
const board = [];
for (let i = 0; i < r; i++) board.push(data.slice(3 + i * c, 3 + (i + 1) * c));
console.log(
  turnCarousel(board, k)
    .map((row) => row.join(' '))
    .join('\n'),
);
