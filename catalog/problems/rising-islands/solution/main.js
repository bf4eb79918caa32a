/**
 * @param {number} r rows
 * @param {number} c columns
 * @param {number[][]} events [i, j] cells rising, in order
 * @return {number[]} the number of islands after each event
 */
function islandsAfterEach(r, c, events) {
  const n = r * c;
  const parent = new Int32Array(n);
  const size = new Int32Array(n);
  const land = new Uint8Array(n);
  for (let id = 0; id < n; id++) parent[id] = id;
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]]; // path halving
      x = parent[x];
    }
    return x;
  };
  /** Merges the sets of a and b; returns true if they were different islands. */
  const union = (a, b) => {
    a = find(a);
    b = find(b);
    if (a === b) return false;
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a;
    size[a] += size[b];
    return true;
  };
  let islands = 0;
  const out = [];
  for (const [i, j] of events) {
    const id = i * c + j;
    if (!land[id]) {
      land[id] = 1;
      size[id] = 1;
      islands++; // a new island of its own...
      // ...that merges with every different island next to it.
      if (i > 0 && land[id - c] && union(id, id - c)) islands--;
      if (i + 1 < r && land[id + c] && union(id, id + c)) islands--;
      if (j > 0 && land[id - 1] && union(id, id - 1)) islands--;
      if (j + 1 < c && land[id + 1] && union(id, id + 1)) islands--;
    }
    out.push(islands);
  }
  return out;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c, q] = data;
const events = [];
for (let k = 0; k < q; k++) events.push([data[3 + 2 * k], data[4 + 2 * k]]);
console.log(islandsAfterEach(r, c, events).join(' '));
