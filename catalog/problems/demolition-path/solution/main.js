/**
 * @param {string[]} grid rows of the plan: "." free, "#" wall
 * @return {number} the fewest walls to knock down on a 4-direction route from the top-left cell to the bottom-right cell
 */
function fewestWalls(grid) {
  // 0-1 BFS: stepping into a free cell costs 0 (push to the front of the deque), into a wall 1 (push
  // to the back). Cells leave the deque in order of distance, as in Dijkstra, without a heap.
  const r = grid.length;
  const c = grid[0].length;
  const wall = new Uint8Array(r * c);
  for (let i = 0; i < r; i++) for (let j = 0; j < c; j++) wall[i * c + j] = grid[i][j] === '#' ? 1 : 0;
  const dist = new Int32Array(r * c).fill(-1 >>> 1);
  const deque = new Int32Array(4 * r * c + 2); // each cell enters at most 4 times; room at both ends
  let head = 2 * r * c + 1;
  let tail = head;
  dist[0] = wall[0];
  deque[tail++] = 0;
  while (head < tail) {
    const cell = deque[head++];
    const i = Math.floor(cell / c);
    const j = cell % c;
    const neighbours = [
      i > 0 ? cell - c : -1,
      i < r - 1 ? cell + c : -1,
      j > 0 ? cell - 1 : -1,
      j < c - 1 ? cell + 1 : -1,
    ];
    for (const next of neighbours) {
      if (next < 0 || dist[cell] + wall[next] >= dist[next]) continue;
      dist[next] = dist[cell] + wall[next];
      if (wall[next]) deque[tail++] = next;
      else deque[--head] = next;
    }
  }
  return dist[r * c - 1];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
console.log(String(fewestWalls(tokens.slice(2, 2 + r))));
