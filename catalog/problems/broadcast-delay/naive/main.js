/**
 * @param {number} n number of relays
 * @param {number[][]} links [u, v, w] one-way links with delay w
 * @return {number} the time the last relay hears the broadcast from relay 0, or -1
 */
function broadcastDelay(n, links) {
  // Naive (wrong): BFS by number of hops, summing the delays along the BFS tree.
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v, w] of links) adj[u].push([v, w]);
  const time = new Array(n).fill(-1);
  time[0] = 0;
  const queue = [0];
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head];
    for (const [v, w] of adj[u]) {
      if (time[v] === -1) {
        time[v] = time[u] + w;
        queue.push(v);
      }
    }
  }
  if (time.includes(-1)) return -1;
  return Math.max(...time);
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const links = [];
for (let i = 0; i < m; i++) links.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
console.log(String(broadcastDelay(n, links)));
