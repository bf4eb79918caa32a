/**
 * @param {number[][]} cost cost[i][j] = price of crew i doing task j (n × n)
 * @return {number} cheapest total of a one-to-one assignment
 */
function cheapestAssignment(cost) {
  const n = cost.length;
  const full = (1 << n) - 1;
  // best[mask] = cheapest way to give the tasks in mask to crews 0..popcount(mask)-1.
  const best = new Array(full + 1).fill(Number.POSITIVE_INFINITY);
  best[0] = 0;
  for (let mask = 0; mask < full; mask++) {
    if (best[mask] === Number.POSITIVE_INFINITY) continue;
    let crew = 0; // the next crew = number of tasks already taken
    for (let m = mask; m > 0; m &= m - 1) crew++;
    for (let j = 0; j < n; j++) {
      if (mask & (1 << j)) continue;
      const next = mask | (1 << j);
      const total = best[mask] + cost[crew][j];
      if (total < best[next]) best[next] = total;
    }
  }
  return best[full];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
const cost = [];
for (let i = 0; i < n; i++) cost.push(tokens.slice(2 + i * n, 2 + (i + 1) * n));
console.log(String(cheapestAssignment(cost)));
