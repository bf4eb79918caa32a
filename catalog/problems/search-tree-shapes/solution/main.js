const MOD = 1000000007n;

/**
 * @param {number[]} queries values of n
 * @return {number[]} for each n, the number of BST shapes on n keys modulo 10^9 + 7
 */
function countShapes(queries) {
  const maxN = Math.max(...queries);
  // shapes[m] = number of BSTs on m keys; BigInt keeps the products exact before reduction.
  const shapes = [1n];
  for (let m = 1; m <= maxN; m++) {
    let total = 0n;
    for (let root = 1; root <= m; root++) {
      total += shapes[root - 1] * shapes[m - root]; // left: root - 1 keys, right: m - root keys
    }
    shapes.push(total % MOD);
  }
  return queries.map((n) => Number(shapes[n]));
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = data[0];
console.log(countShapes(data.slice(1, 1 + q)).join('\n'));
