/**
 * @param {number[]} limits the values n of the queries
 * @return {number[]} for each n, the number of reduced fractions p/d with 1 <= p < d <= n
 */
function countReducedFractions(limits) {
  const top = Math.max(1, ...limits);
  // Totient sieve: phi[d] starts at d; for each prime p, phi of its multiples loses a factor (1 - 1/p).
  const phi = new Int32Array(top + 1);
  for (let i = 0; i <= top; i++) phi[i] = i;
  for (let p = 2; p <= top; p++) {
    if (phi[p] !== p) continue; // untouched so far: p is prime
    for (let m = p; m <= top; m += p) phi[m] -= phi[m] / p;
  }
  // total[n] = phi(2) + ... + phi(n): fractions with denominators up to n.
  const total = new Array(top + 1).fill(0);
  for (let d = 2; d <= top; d++) total[d] = total[d - 1] + phi[d];
  return limits.map((n) => total[n]);
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
console.log(countReducedFractions(tokens.slice(1, 1 + q)).join('\n'));
