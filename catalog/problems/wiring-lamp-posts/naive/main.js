/**
 * @param {number[][]} posts lamp posts [x, y]
 * @return {number} the least total cable length joining all posts (Manhattan distance per cable)
 */
function cheapestWiring(posts) {
  // Wrong idea: a nearest-neighbour walk. Start at post 0 and always wire the last wired post to the
  // nearest unwired one. Prim would take the nearest post to ANY wired post; the walk may pay for a
  // long jump back across the field.
  const n = posts.length;
  const wired = new Uint8Array(n);
  wired[0] = 1;
  let last = 0;
  let total = 0;
  for (let step = 1; step < n; step++) {
    let v = -1;
    let bestD = Number.POSITIVE_INFINITY;
    for (let u = 0; u < n; u++) {
      if (wired[u]) continue;
      const d = Math.abs(posts[u][0] - posts[last][0]) + Math.abs(posts[u][1] - posts[last][1]);
      if (d < bestD) {
        bestD = d;
        v = u;
      }
    }
    wired[v] = 1;
    total += bestD;
    last = v;
  }
  return total;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const posts = [];
for (let i = 0; i < data[0]; i++) posts.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(cheapestWiring(posts)));
