/**
 * @param {number} n number of islands
 * @param {number[][]} bridges [u, v] pairs (undirected, parallel bridges possible)
 * @return {number} number of bridges whose loss would disconnect two islands that are now connected
 */
function countCriticalBridges(n, bridges) {
  // Adjacency lists of [neighbour, edge id]; edge ids let us skip only the edge we came by,
  // so a parallel bridge still counts as a way back.
  const adj = Array.from({ length: n }, () => []);
  bridges.forEach(([u, v], id) => {
    adj[u].push(v, id);
    adj[v].push(u, id);
  });
  const tin = new Int32Array(n).fill(-1); // discovery time, -1 = unvisited
  const low = new Int32Array(n); // lowest discovery time reachable with one back edge
  let timer = 0;
  let critical = 0;
  // Iterative DFS: each frame is (vertex, id of the edge used to enter it, next adjacency slot).
  const stackV = [];
  const stackE = [];
  const stackI = [];
  for (let root = 0; root < n; root++) {
    if (tin[root] !== -1) continue;
    tin[root] = low[root] = timer++;
    stackV.push(root);
    stackE.push(-1);
    stackI.push(0);
    while (stackV.length > 0) {
      const top = stackV.length - 1;
      const v = stackV[top];
      const i = stackI[top];
      if (i < adj[v].length) {
        stackI[top] = i + 2;
        const to = adj[v][i];
        const id = adj[v][i + 1];
        if (id === stackE[top]) continue; // the edge we arrived by
        if (tin[to] === -1) {
          tin[to] = low[to] = timer++;
          stackV.push(to);
          stackE.push(id);
          stackI.push(0);
        } else {
          low[v] = Math.min(low[v], tin[to]); // back edge
        }
      } else {
        // v is finished: report to its parent.
        stackV.pop();
        stackE.pop();
        stackI.pop();
        if (stackV.length > 0) {
          const parent = stackV[stackV.length - 1];
          low[parent] = Math.min(low[parent], low[v]);
          if (low[v] > tin[parent]) critical++; // nothing below v reaches above it
        }
      }
    }
  }
  return critical;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const bridges = [];
for (let i = 0; i < m; i++) bridges.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(countCriticalBridges(n, bridges)));
