/**
 * @param {number[][]} cost cost[i][j] = price of crew i doing task j (n × n)
 * @return {number} cheapest total of a one-to-one assignment
 */
function cheapestAssignment(cost) {
  // Naive: try every permutation of the tasks (depth-first, depth n <= 15). O(n! · n).
  const n = cost.length;
  const used = new Array(n).fill(false);
  let best = Number.POSITIVE_INFINITY;
  const assign = (crew, total) => {
    if (crew === n) {
      best = Math.min(best, total);
      return;
    }
    for (let j = 0; j < n; j++) {
      if (used[j]) continue;
      used[j] = true;
      assign(crew + 1, total + cost[crew][j]);
      used[j] = false;
    }
  };
  assign(0, 0);
  return best;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
const cost = [];
for (let i = 0; i < n; i++) cost.push(tokens.slice(2 + i * n, 2 + (i + 1) * n));
console.log(String(cheapestAssignment(cost)));
