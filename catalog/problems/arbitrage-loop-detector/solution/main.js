/**
 * @param {number} n number of trading posts, 0..n-1
 * @param {number[][]} routes one-way routes [from, to, cost]; a negative cost is a profit
 * @return {string} "cycle" if a loop of negative total is reachable from post 0, else the cheapest
 *   cost from post 0 to every post, separated by spaces ("INF" where unreachable)
 */
function cheapestCosts(n, routes) {
  // Bellman-Ford: after k passes over every route, dist[v] is at most the cheapest cost of a path with
  // at most k routes. Without a reachable negative loop n - 1 passes suffice; stop early when a pass
  // changes nothing. If pass n still improves something, a negative loop is reachable.
  const INF = Number.POSITIVE_INFINITY;
  const dist = new Array(n).fill(INF);
  dist[0] = 0;
  for (let pass = 1; pass <= n; pass++) {
    let changed = false;
    for (const [from, to, cost] of routes) {
      if (dist[from] !== INF && dist[from] + cost < dist[to]) {
        dist[to] = dist[from] + cost;
        changed = true;
      }
    }
    if (!changed) return dist.map((d) => (d === INF ? 'INF' : String(d))).join(' ');
  }
  return 'cycle';
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const routes = [];
for (let i = 0; i < m; i++) routes.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
console.log(cheapestCosts(n, routes));
