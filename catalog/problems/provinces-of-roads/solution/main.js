/**
 * @param {number} n number of villages
 * @param {number[][]} roads [u, v] pairs in the order they are built
 * @return {number[]} the number of provinces after each road
 */
function provincesAfterEachRoad(n, roads) {
  const parent = Array.from({ length: n }, (_, i) => i);
  const size = new Array(n).fill(1);
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]]; // path halving
      x = parent[x];
    }
    return x;
  };
  let provinces = n;
  const out = [];
  for (const [u, v] of roads) {
    let a = find(u);
    let b = find(v);
    if (a !== b) {
      if (size[a] < size[b]) [a, b] = [b, a];
      parent[b] = a; // hang the smaller tree under the larger one
      size[a] += size[b];
      provinces--;
    }
    out.push(provinces);
  }
  return out;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const roads = [];
for (let i = 0; i < m; i++) roads.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(provincesAfterEachRoad(n, roads).join(' '));
