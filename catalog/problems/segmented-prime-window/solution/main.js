/**
 * @param {number} lo L (up to 10^12, exact as a JavaScript number)
 * @param {number} hi R, with hi - lo <= 10^6
 * @return {number} number of primes in [lo, hi]
 */
function countPrimesInWindow(lo, hi) {
  // 1. Primes up to sqrt(hi) with an ordinary sieve.
  const root = Math.floor(Math.sqrt(hi)) + 1;
  const composite = new Uint8Array(root + 1);
  const primes = [];
  for (let i = 2; i <= root; i++) {
    if (composite[i]) continue;
    primes.push(i);
    for (let j = i * i; j <= root; j += i) composite[j] = 1;
  }
  // 2. Cross out their multiples inside the window; cell i stands for the number lo + i.
  const crossed = new Uint8Array(hi - lo + 1);
  for (const p of primes) {
    // First multiple of p in the window, but never p itself (start at p·p at the earliest).
    const start = Math.max(p * p, Math.ceil(lo / p) * p);
    for (let m = start; m <= hi; m += p) crossed[m - lo] = 1;
  }
  let count = 0;
  for (let i = 0; i < crossed.length; i++) if (!crossed[i] && lo + i >= 2) count++;
  return count;
}

const [lo, hi] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(countPrimesInWindow(lo, hi)));
