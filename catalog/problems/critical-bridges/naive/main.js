/**
 * @param {number} n number of islands
 * @param {number[][]} bridges [u, v] pairs (undirected, parallel bridges possible)
 * @return {number} number of bridges whose loss would disconnect two islands that are now connected
 */
function countCriticalBridges(n, bridges) {
  // Naive: remove each bridge in turn and recount the connected components. O(m · (n + m)).
  const components = (skip) => {
    const adj = Array.from({ length: n }, () => []);
    bridges.forEach(([u, v], id) => {
      if (id !== skip) {
        adj[u].push(v);
        adj[v].push(u);
      }
    });
    const seen = new Uint8Array(n);
    let count = 0;
    for (let s = 0; s < n; s++) {
      if (seen[s]) continue;
      count++;
      seen[s] = 1;
      const stack = [s];
      while (stack.length > 0) {
        const x = stack.pop();
        for (const y of adj[x]) {
          if (!seen[y]) {
            seen[y] = 1;
            stack.push(y);
          }
        }
      }
    }
    return count;
  };
  const base = components(-1);
  let critical = 0;
  for (let id = 0; id < bridges.length; id++) if (components(id) > base) critical++;
  return critical;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const bridges = [];
for (let i = 0; i < m; i++) bridges.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(countCriticalBridges(n, bridges)));
