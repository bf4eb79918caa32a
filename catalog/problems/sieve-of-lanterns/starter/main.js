/**
 * @param {number} n
 * @return {number} how many primes are smaller than n
 */
function countPrimes(n) {
  // Write your code here.
  return 0;
}

const n = Number(require('node:fs').readFileSync(0, 'utf8').trim());
console.log(String(countPrimes(n)));
