/**
 * @param {number} n the bound
 * @return {number[]} [gap, p, q] for the first widest pair of consecutive primes ≤ n, or [] if none
 */
function widestPrimeGap(n) {
  // Sieve of Eratosthenes: composite[v] = 1 for every composite v.
  const composite = new Uint8Array(n + 1);
  for (let p = 2; p * p <= n; p++) {
    if (composite[p]) continue;
    for (let m = p * p; m <= n; m += p) composite[m] = 1;
  }
  // Walk the primes in order; a strictly larger gap replaces the record.
  let best = [];
  let last = -1;
  for (let v = 2; v <= n; v++) {
    if (composite[v]) continue;
    if (last > 0 && (best.length === 0 || v - last > best[0])) best = [v - last, last, v];
    last = v;
  }
  return best;
}

const n = Number(require('node:fs').readFileSync(0, 'utf8').trim());
const gap = widestPrimeGap(n);
console.log(gap.length === 0 ? '-1' : gap.join(' '));
