/**
 * @param {number} n number of villages
 * @param {number[][]} tracks [u, v, cost] two-way tracks
 * @return {number} minimum total cost connecting all villages, or -1
 */
function cheapestNetwork(n, tracks) {
  // Naive (wrong): sum of the edges of a shortest-path tree from village 0 (Dijkstra, O(n^2)).
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v, c] of tracks) {
    adj[u].push([v, c]);
    adj[v].push([u, c]);
  }
  const dist = new Array(n).fill(Number.POSITIVE_INFINITY);
  const via = new Array(n).fill(0); // cost of the track used to reach each village
  const done = new Array(n).fill(false);
  dist[0] = 0;
  let total = 0;
  for (let step = 0; step < n; step++) {
    let best = -1;
    for (let v = 0; v < n; v++) if (!done[v] && (best < 0 || dist[v] < dist[best])) best = v;
    if (dist[best] === Number.POSITIVE_INFINITY) return -1;
    done[best] = true;
    total += via[best];
    for (const [x, c] of adj[best]) {
      if (dist[best] + c < dist[x]) {
        dist[x] = dist[best] + c;
        via[x] = c;
      }
    }
  }
  return total;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const tracks = [];
for (let i = 0; i < m; i++) tracks.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
console.log(String(cheapestNetwork(n, tracks)));
