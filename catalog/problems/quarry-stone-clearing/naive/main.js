/**
 * @param {number[][]} stones distinct [row, col] positions
 * @return {number} the most stones that can be cleared
 */
function maxCleared(stones) {
  // Naive: breadth-first search over stones, scanning every stone for neighbours. O(n^2).
  const n = stones.length;
  const seen = new Uint8Array(n);
  let groups = 0;
  const queue = new Int32Array(n);
  for (let s = 0; s < n; s++) {
    if (seen[s]) continue;
    groups++;
    seen[s] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    while (head < tail) {
      const [r, c] = stones[queue[head++]];
      for (let t = 0; t < n; t++) {
        if (!seen[t] && (stones[t][0] === r || stones[t][1] === c)) {
          seen[t] = 1;
          queue[tail++] = t;
        }
      }
    }
  }
  return n - groups;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const stones = [];
for (let i = 0; i < data[0]; i++) stones.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(maxCleared(stones)));
