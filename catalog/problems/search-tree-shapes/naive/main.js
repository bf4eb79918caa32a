const MOD = 1000000007n;

/**
 * @param {number[]} queries values of n
 * @return {number[]} for each n, the number of BST shapes on n keys modulo 10^9 + 7
 */
function countShapes(queries) {
  // Naive: the recurrence as plain recursion, no memoisation. Exponential.
  const shapes = (m) => {
    if (m <= 1) return 1n;
    let total = 0n;
    for (let root = 1; root <= m; root++) total += shapes(root - 1) * shapes(m - root);
    return total % MOD;
  };
  return queries.map((n) => Number(shapes(n)));
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = data[0];
console.log(countShapes(data.slice(1, 1 + q)).join('\n'));
