/**
 * @param {number} n number of servers
 * @param {number[][]} cables [u, v] in the order they are laid
 * @return {number} index of the first cable whose ends are already connected, or -1
 */
function firstRedundant(n, cables) {
  // Naive: before adding each cable, search the network built so far. O(m * (n + m)).
  const adj = Array.from({ length: n }, () => []);
  const seen = new Int32Array(n).fill(-1);
  for (let i = 0; i < cables.length; i++) {
    const [u, v] = cables[i];
    const stack = [u];
    seen[u] = i;
    while (stack.length > 0) {
      const x = stack.pop();
      if (x === v) return i;
      for (const y of adj[x]) {
        if (seen[y] !== i) {
          seen[y] = i;
          stack.push(y);
        }
      }
    }
    adj[u].push(v);
    adj[v].push(u);
  }
  return -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const cables = [];
for (let i = 0; i < m; i++) cables.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(firstRedundant(n, cables)));
