/**
 * @param {number} n side of the orchard
 * @return {number} the sum of gcd(i, j) over all 1 ≤ i, j ≤ n
 */
function gcdGridSum(n) {
  // Totient sieve: phi[m] starts at m; each prime p multiplies its multiples by (1 - 1/p).
  const phi = new Int32Array(n + 1);
  for (let m = 0; m <= n; m++) phi[m] = m;
  for (let p = 2; p <= n; p++) {
    if (phi[p] !== p) continue; // touched by a smaller prime: not prime
    // phi[m] is still a multiple of p here, so the division is exact.
    for (let m = p; m <= n; m += p) phi[m] -= phi[m] / p;
  }
  // Sum of phi(d) * (n / d)^2 (integer division): the pairs with gcd divisible by d, weighted.
  let total = 0;
  for (let d = 1; d <= n; d++) {
    const v = Math.floor(n / d);
    total += phi[d] * v * v;
  }
  return total;
}

const n = Number(require('node:fs').readFileSync(0, 'utf8').trim());
console.log(String(gcdGridSum(n)));
