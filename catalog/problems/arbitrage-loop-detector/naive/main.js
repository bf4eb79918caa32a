/**
 * @param {number} n number of trading posts, 0..n-1
 * @param {number[][]} routes one-way routes [from, to, cost]; a negative cost is a profit
 * @return {string} "cycle" if a loop of negative total is reachable from post 0, else the cheapest
 *   cost from post 0 to every post, separated by spaces ("INF" where unreachable)
 */
function cheapestCosts(n, routes) {
  // Naive: Floyd-Warshall over all pairs, O(n^3), then read row 0. A reachable negative loop shows up
  // as a post v reachable from 0 with a negative cost from v back to v.
  const INF = Number.POSITIVE_INFINITY;
  const d = Array.from({ length: n }, () => new Float64Array(n).fill(INF));
  for (let v = 0; v < n; v++) d[v][v] = 0;
  for (const [from, to, cost] of routes) if (cost < d[from][to]) d[from][to] = cost;
  for (let k = 0; k < n; k++) {
    const dk = d[k];
    for (let i = 0; i < n; i++) {
      const di = d[i];
      const dik = di[k];
      for (let j = 0; j < n; j++) if (dik + dk[j] < di[j]) di[j] = dik + dk[j];
    }
  }
  for (let v = 0; v < n; v++) if (d[0][v] !== INF && d[v][v] < 0) return 'cycle';
  return Array.from(d[0], (x) => (x === INF ? 'INF' : String(x))).join(' ');
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const routes = [];
for (let i = 0; i < m; i++) routes.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
console.log(cheapestCosts(n, routes));
