/**
 * @param {number} n number of towns, 0..n-1
 * @param {number[][]} roads two-way roads [a, b, limit]: vehicles up to limit tonnes may use it
 * @param {number[][]} convoys queries [from, to, weight]
 * @return {boolean[]} for each convoy, whether it can drive from `from` to `to` using only roads it may use
 */
function convoyRoutes(n, roads, convoys) {
  // Plausible but wrong: answer the convoys in input order with one growing union-find, opening the
  // roads a convoy may use but never closing them again for a heavier convoy that comes later.
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x) => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]];
    return x;
  };
  const sortedRoads = [...roads].sort((p, q) => q[2] - p[2]);
  let next = 0;
  return convoys.map(([from, to, weight]) => {
    while (next < sortedRoads.length && sortedRoads[next][2] >= weight) {
      const [a, b] = sortedRoads[next++];
      parent[find(a)] = find(b);
    }
    return find(from) === find(to);
  });
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
let at = 2;
const roads = [];
for (let i = 0; i < m; i++, at += 3) roads.push(data.slice(at, at + 3));
const q = data[at++];
const convoys = [];
for (let i = 0; i < q; i++, at += 3) convoys.push(data.slice(at, at + 3));
console.log(convoyRoutes(n, roads, convoys).join('\n'));
