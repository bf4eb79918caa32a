/**
 * @param {number} n
 * @return {number} how many primes are smaller than n
 */
function countPrimes(n) {
  if (n <= 2) return 0;
  const composite = new Uint8Array(n);
  for (let p = 2; p * p < n; p++) {
    if (composite[p]) continue;
    // Smaller multiples of p were crossed out by smaller primes already.
    for (let m = p * p; m < n; m += p) composite[m] = 1;
  }
  let count = 0;
  for (let i = 2; i < n; i++) if (!composite[i]) count++;
  return count;
}

const n = Number(require('node:fs').readFileSync(0, 'utf8').trim());
console.log(String(countPrimes(n)));
