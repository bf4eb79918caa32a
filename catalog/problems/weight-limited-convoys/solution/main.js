/**
 * @param {number} n number of towns, 0..n-1
 * @param {number[][]} roads two-way roads [a, b, limit]: vehicles up to limit tonnes may use it
 * @param {number[][]} convoys queries [from, to, weight]
 * @return {boolean[]} for each convoy, whether it can drive from `from` to `to` using only roads it may use
 */
function convoyRoutes(n, roads, convoys) {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]]; // path halving
      x = parent[x];
    }
    return x;
  };
  // Offline: heaviest convoys first; open roads in order of decreasing limit as they become usable.
  const sortedRoads = [...roads].sort((p, q) => q[2] - p[2]);
  const order = convoys.map((_, i) => i).sort((i, j) => convoys[j][2] - convoys[i][2]);
  const answers = new Array(convoys.length);
  let next = 0;
  for (const i of order) {
    const [from, to, weight] = convoys[i];
    while (next < sortedRoads.length && sortedRoads[next][2] >= weight) {
      const [a, b] = sortedRoads[next++];
      parent[find(a)] = find(b);
    }
    answers[i] = find(from) === find(to);
  }
  return answers;
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
