/**
 * @param {number} n number of squares
 * @param {number[][]} streets [u, v] one-way streets from u to v
 * @return {number[]} [number of districts, size of the largest district]
 */
function districts(n, streets) {
  // Naive: from each unplaced square, search forwards and backwards; the squares reached both ways
  // form its district. O(n * (n + m)) when most districts are single squares.
  const out = Array.from({ length: n }, () => []);
  const back = Array.from({ length: n }, () => []);
  for (const [u, v] of streets) {
    out[u].push(v);
    back[v].push(u);
  }
  const reach = (s, adj) => {
    const seen = new Uint8Array(n);
    const stack = [s];
    seen[s] = 1;
    while (stack.length > 0) {
      const v = stack.pop();
      for (const w of adj[v]) {
        if (!seen[w]) {
          seen[w] = 1;
          stack.push(w);
        }
      }
    }
    return seen;
  };
  const placed = new Uint8Array(n);
  let count = 0;
  let largest = 0;
  for (let s = 0; s < n; s++) {
    if (placed[s]) continue;
    const fwd = reach(s, out);
    const bwd = reach(s, back);
    let size = 0;
    for (let v = 0; v < n; v++) {
      if (fwd[v] && bwd[v]) {
        placed[v] = 1;
        size++;
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
