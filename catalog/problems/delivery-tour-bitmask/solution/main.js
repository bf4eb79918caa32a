/**
 * @param {number[][]} d d[i][j] = driving time from i to j (location 0 is the bakery)
 * @return {number} the shortest tour from the bakery through every shop and back
 */
function shortestTour(d) {
  const n = d.length;
  if (n === 1) return 0;
  const full = 1 << n;
  const INF = Number.POSITIVE_INFINITY;
  // best[mask * n + v]: shortest drive from the bakery visiting exactly mask, ending at v.
  const best = new Float64Array(full * n).fill(INF);
  best[1 * n + 0] = 0;
  for (let mask = 1; mask < full; mask += 2) {
    // odd masks only: they contain the bakery (bit 0)
    for (let v = 0; v < n; v++) {
      const cost = best[mask * n + v];
      if (cost === INF) continue;
      for (let w = 0; w < n; w++) {
        if (mask & (1 << w)) continue;
        const next = (mask | (1 << w)) * n + w;
        if (cost + d[v][w] < best[next]) best[next] = cost + d[v][w];
      }
    }
  }
  let answer = INF;
  for (let v = 1; v < n; v++) answer = Math.min(answer, best[(full - 1) * n + v] + d[v][0]);
  return answer;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const d = [];
for (let i = 0; i < n; i++) d.push(data.slice(2 + i * n, 2 + (i + 1) * n));
console.log(String(shortestTour(d)));
