/**
 * @param {number[][]} posts lamp posts [x, y]
 * @return {number} the least total cable length joining all posts (Manhattan distance per cable)
 */
function cheapestWiring(posts) {
  // Dense Prim: grow one wired group from post 0; best[v] = the shortest cable from v to the group.
  const n = posts.length;
  const best = new Array(n).fill(Number.POSITIVE_INFINITY);
  const wired = new Uint8Array(n);
  best[0] = 0;
  let total = 0;
  for (let step = 0; step < n; step++) {
    let v = -1;
    for (let u = 0; u < n; u++) if (!wired[u] && (v < 0 || best[u] < best[v])) v = u;
    wired[v] = 1;
    total += best[v];
    const [x, y] = posts[v];
    for (let u = 0; u < n; u++) {
      if (wired[u]) continue;
      const d = Math.abs(posts[u][0] - x) + Math.abs(posts[u][1] - y);
      if (d < best[u]) best[u] = d;
    }
  }
  return total;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const posts = [];
for (let i = 0; i < data[0]; i++) posts.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(cheapestWiring(posts)));
