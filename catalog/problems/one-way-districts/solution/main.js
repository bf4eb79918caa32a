/**
 * @param {number} n number of squares
 * @param {number[][]} streets [u, v] one-way streets from u to v
 * @return {number[]} [number of districts, size of the largest district]
 */
function districts(n, streets) {
  const out = Array.from({ length: n }, () => []);
  const back = Array.from({ length: n }, () => []);
  for (const [u, v] of streets) {
    out[u].push(v);
    back[v].push(u);
  }
  // Pass 1: iterative DFS recording the finishing order.
  const visited = new Uint8Array(n);
  const next = new Int32Array(n); // index of the next out-street to try
  const order = [];
  const stack = [];
  for (let s = 0; s < n; s++) {
    if (visited[s]) continue;
    visited[s] = 1;
    stack.push(s);
    while (stack.length > 0) {
      const v = stack[stack.length - 1];
      if (next[v] < out[v].length) {
        const w = out[v][next[v]++];
        if (!visited[w]) {
          visited[w] = 1;
          stack.push(w);
        }
      } else {
        stack.pop();
        order.push(v); // v finishes
      }
    }
  }
  // Pass 2: in reverse finishing order, each search of the reversed graph is one district.
  const district = new Int32Array(n).fill(-1);
  let count = 0;
  let largest = 0;
  for (let k = n - 1; k >= 0; k--) {
    const s = order[k];
    if (district[s] !== -1) continue;
    let size = 0;
    district[s] = count;
    stack.push(s);
    while (stack.length > 0) {
      const v = stack.pop();
      size++;
      for (const w of back[v]) {
        if (district[w] === -1) {
          district[w] = count;
          stack.push(w);
        }
      }
    }
    count++;
    largest = Math.max(largest, size);
  }
  return [count, largest];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const streets = [];
for (let i = 0; i < m; i++) streets.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(districts(n, streets).join(' '));
