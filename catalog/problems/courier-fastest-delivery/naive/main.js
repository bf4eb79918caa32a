/**
 * @param {number} n number of crossings
 * @param {number[][]} streets [u, v, w] one-way streets
 * @return {number} fewest minutes from 0 to n - 1, or -1
 */
function fastestDelivery(n, streets) {
  // Naive: Bellman-Ford, relaxing every street in input order until nothing changes. O(n * m).
  const dist = new Array(n).fill(Number.POSITIVE_INFINITY);
  dist[0] = 0;
  for (let round = 0; round < n; round++) {
    let changed = false;
    for (const [u, v, w] of streets) {
      if (dist[u] + w < dist[v]) {
        dist[v] = dist[u] + w;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return dist[n - 1] === Number.POSITIVE_INFINITY ? -1 : dist[n - 1];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const streets = [];
for (let i = 0; i < m; i++) streets.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
console.log(String(fastestDelivery(n, streets)));
