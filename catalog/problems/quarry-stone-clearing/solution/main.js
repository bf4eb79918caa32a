/**
 * @param {number[][]} stones distinct [row, col] positions
 * @return {number} the most stones that can be cleared
 */
function maxCleared(stones) {
  // Union-find over lines: rows are nodes 0..10000, columns 10001..20001.
  const COLUMN = 10001;
  const parent = new Int32Array(2 * COLUMN);
  const size = new Int32Array(2 * COLUMN).fill(1);
  for (let i = 0; i < parent.length; i++) parent[i] = i;
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]]; // path halving
      x = parent[x];
    }
    return x;
  };
  const used = new Uint8Array(2 * COLUMN);
  for (const [r, c] of stones) {
    used[r] = 1;
    used[COLUMN + c] = 1;
    let a = find(r);
    let b = find(COLUMN + c);
    if (a === b) continue;
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a;
    size[a] += size[b];
  }
  // Each group of stones is one set of touched lines; each group keeps one stone.
  let groups = 0;
  for (let x = 0; x < parent.length; x++) if (used[x] && find(x) === x) groups++;
  return stones.length - groups;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const stones = [];
for (let i = 0; i < data[0]; i++) stones.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(maxCleared(stones)));
