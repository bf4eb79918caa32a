/**
 * @param {number} n number of junctions
 * @param {number[][]} roads the roads as [u, v] pairs
 * @return {number} the most distinct roads touching one of two different junctions
 */
function busiestPair(n, roads) {
  const degree = new Array(n).fill(0);
  const joined = new Set(); // key min * n + max of every road
  for (const [u, v] of roads) {
    degree[u]++;
    degree[v]++;
    joined.add(Math.min(u, v) * n + Math.max(u, v));
  }
  let best = 0;
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      // A road between u and v is counted in both degrees: count it once.
      const total = degree[u] + degree[v] - (joined.has(u * n + v) ? 1 : 0);
      if (total > best) best = total;
    }
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const roads = [];
for (let i = 0; i < m; i++) roads.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(busiestPair(n, roads)));
