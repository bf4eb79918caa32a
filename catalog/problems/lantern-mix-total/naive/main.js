/**
 * @param {number[]} tints the colour code of each lantern
 * @return {number} the sum over all subsets of the XOR of their codes, modulo 1e9+7
 */
function mixTotal(tints) {
  // Naive: count the subsets reaching every possible XOR value, one lantern at a time.
  // O(n · V) with V = number of reachable XOR values (up to 2^20).
  const MOD = 1000000007;
  let ways = new Map([[0, 1]]);
  for (const t of tints) {
    const next = new Map(ways);
    for (const [x, count] of ways) next.set(x ^ t, ((next.get(x ^ t) ?? 0) + count) % MOD);
    ways = next;
  }
  let total = 0;
  for (const [x, count] of ways) total = (total + (((x % MOD) * count) % MOD)) % MOD;
  return total;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(mixTotal(data.slice(1, 1 + data[0])));
