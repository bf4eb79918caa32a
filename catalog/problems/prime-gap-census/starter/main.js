/**
 * @param {number} n the bound
 * @return {number[]} [gap, p, q] for the first widest pair of consecutive primes ≤ n, or [] if none
 */
function widestPrimeGap(n) {
  // Write your code here.
  return [];
}

const n = Number(require('node:fs').readFileSync(0, 'utf8').trim());
const gap = widestPrimeGap(n);
console.log(gap.length === 0 ? '-1' : gap.join(' '));
