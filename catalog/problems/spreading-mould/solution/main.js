/**
 * @param {string[]} grid rows of '.', 'F' (fresh crate) and 'M' (mouldy crate)
 * @return {number} minutes until no fresh crate is left, or -1
 */
function minutesUntilMouldy(grid) {
  const r = grid.length;
  const c = grid[0].length;
  const time = new Int32Array(r * c).fill(-1); // minute a cell turned mouldy, -1 = not (yet)
  const queue = [];
  let fresh = 0;
  for (let i = 0; i < r; i++) {
    for (let j = 0; j < c; j++) {
      if (grid[i][j] === 'M') {
        time[i * c + j] = 0;
        queue.push(i * c + j);
      } else if (grid[i][j] === 'F') fresh++;
    }
  }
  let last = 0;
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head];
    const i = Math.floor(cell / c);
    const j = cell % c;
    for (const [di, dj] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const ni = i + di;
      const nj = j + dj;
      if (ni < 0 || nj < 0 || ni >= r || nj >= c) continue;
      const next = ni * c + nj;
      if (grid[ni][nj] !== 'F' || time[next] !== -1) continue;
      time[next] = time[cell] + 1;
      last = time[next];
      fresh--;
      queue.push(next);
    }
  }
  return fresh > 0 ? -1 : last;
}

const inputLines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const [r] = inputLines[0].split(' ').map(Number);
const grid = inputLines.slice(1, 1 + r).map((row) => row.trim());
console.log(String(minutesUntilMouldy(grid)));
