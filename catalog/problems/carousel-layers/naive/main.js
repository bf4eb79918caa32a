/**
 * @param {number[][]} board the picture numbers, row by row
 * @param {number} k the number of ticks
 * @return {number[][]} the board after every track moved k cells clockwise
 */
function turnCarousel(board, k) {
  // Naive: k single ticks, each moving every tile of every track. O(k * r * c).
  const r = board.length;
  const c = board[0].length;
  let cur = board.map((row) => row.slice());
  for (let step = 0; step < k; step++) {
    const next = cur.map((row) => row.slice());
    for (let t = 0; t < Math.min(r, c) / 2; t++) {
      const bottom = r - 1 - t;
      const right = c - 1 - t;
      for (let j = t; j < right; j++) next[t][j + 1] = cur[t][j];
      for (let i = t; i < bottom; i++) next[i + 1][right] = cur[i][right];
      for (let j = right; j > t; j--) next[bottom][j - 1] = cur[bottom][j];
      for (let i = bottom; i > t; i--) next[i - 1][t] = cur[i][t];
    }
    cur = next;
  }
  return cur;
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
