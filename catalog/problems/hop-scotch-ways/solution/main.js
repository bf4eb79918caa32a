/**
 * @param {number} n the number of squares
 * @return {number} hop sequences (hops of 1, 2 or 3) ending exactly on square n, modulo 1e9+7
 */
function hopWays(n) {
  const MOD = 1_000_000_007;
  // a, b, c = ways(i - 3), ways(i - 2), ways(i - 1); start with i = 1: ways(-2) = ways(-1) = 0, ways(0) = 1
  let a = 0;
  let b = 0;
  let c = 1;
  for (let i = 1; i <= n; i++) {
    const next = (a + b + c) % MOD;
    a = b;
    b = c;
    c = next;
  }
  return c;
}

const n = Number(require('node:fs').readFileSync(0, 'utf8').trim());
console.log(String(hopWays(n)));
