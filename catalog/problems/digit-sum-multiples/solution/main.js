/** Count of x in [0, limit] whose digit sum is divisible by k (digit DP, left to right). */
function countUpTo(limit, k) {
  if (limit < 0) return 0;
  // free[r] = prefixes already below limit's prefix with digit sum ≡ r (mod k).
  let free = new Array(k).fill(0);
  let tightSum = 0; // digit sum of limit's own prefix
  for (const ch of String(limit)) {
    const d = Number(ch);
    const next = new Array(k).fill(0);
    for (let r = 0; r < k; r++) {
      if (free[r] === 0) continue;
      for (let digit = 0; digit <= 9; digit++) next[(r + digit) % k] += free[r];
    }
    // Leave the tight path with a smaller digit.
    for (let digit = 0; digit < d; digit++) next[(tightSum + digit) % k] += 1;
    tightSum += d;
    free = next;
  }
  return free[0] + (tightSum % k === 0 ? 1 : 0); // limit itself
}

/**
 * @param {number} lo L (up to 10^15, exact as a JavaScript number)
 * @param {number} hi R
 * @param {number} k the lucky divisor
 * @return {number} count of x in [lo, hi] whose digit sum is divisible by k
 */
function countLucky(lo, hi, k) {
  return countUpTo(hi, k) - countUpTo(lo - 1, k);
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++)
  out.push(String(countLucky(tokens[1 + 3 * i], tokens[2 + 3 * i], tokens[3 + 3 * i])));
console.log(out.join('\n'));
