/**
 * @param {number} n number of huts
 * @param {number[][]} trails [u, v] undirected trails
 * @param {number} s start hut
 * @param {number} t target hut
 * @return {boolean} whether t can be reached from s
 */
function trailExists(n, trails, s, t) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v] of trails) {
    adj[u].push(v);
    adj[v].push(u);
  }
  const visited = new Uint8Array(n);
  visited[s] = 1;
  const queue = [s];
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head];
    if (u === t) return true;
    for (const v of adj[u]) {
      if (!visited[v]) {
        visited[v] = 1;
        queue.push(v);
      }
    }
  }
  return false;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const trails = [];
for (let i = 0; i < m; i++) trails.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(trailExists(n, trails, data[2 + 2 * m], data[3 + 2 * m])));
