/**
 * @param {number} n number of villages
 * @param {number[][]} roads [u, v] pairs in the order they are built
 * @return {number[]} the number of provinces after each road
 */
function provincesAfterEachRoad(n, roads) {
  // Naive: after every road, count the components again with a BFS over all roads so far.
  const adj = Array.from({ length: n }, () => []);
  const seen = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  const out = [];
  roads.forEach(([u, v], round) => {
    adj[u].push(v);
    adj[v].push(u);
    let provinces = 0;
    for (let s = 0; s < n; s++) {
      if (seen[s] === round) continue;
      provinces++;
      seen[s] = round;
      let head = 0;
      let tail = 0;
      queue[tail++] = s;
      while (head < tail) {
        const x = queue[head++];
        for (const y of adj[x]) {
          if (seen[y] !== round) {
            seen[y] = round;
            queue[tail++] = y;
          }
        }
      }
    }
    out.push(provinces);
  });
  return out;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const roads = [];
for (let i = 0; i < m; i++) roads.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(provincesAfterEachRoad(n, roads).join(' '));
