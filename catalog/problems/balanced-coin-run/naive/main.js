/**
 * @param {string} flips the coin flips in order, 'H' for heads and 'T' for tails
 * @return {number} the length of the longest run of consecutive flips with as many heads as tails
 */
function longestBalancedRun(flips) {
  // Naive: every start, extended to every end with a running balance. O(n^2).
  const n = flips.length;
  let best = 0;
  for (let i = 0; i < n; i++) {
    let balance = 0;
    for (let j = i; j < n; j++) {
      balance += flips[j] === 'H' ? 1 : -1;
      if (balance === 0 && j - i + 1 > best) best = j - i + 1;
    }
  }
  return best;
}

const flips = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(longestBalancedRun(flips)));
