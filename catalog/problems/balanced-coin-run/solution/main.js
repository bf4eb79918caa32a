/**
 * @param {string} flips the coin flips in order, 'H' for heads and 'T' for tails
 * @return {number} the length of the longest run of consecutive flips with as many heads as tails
 */
function longestBalancedRun(flips) {
  const n = flips.length;
  // first[b + n] = the earliest prefix length whose balance (heads - tails) is b; -1 if none yet.
  const first = new Int32Array(2 * n + 1).fill(-1);
  first[n] = 0; // the empty prefix has balance 0
  let balance = 0;
  let best = 0;
  for (let i = 1; i <= n; i++) {
    balance += flips[i - 1] === 'H' ? 1 : -1;
    const seen = first[balance + n];
    if (seen < 0) first[balance + n] = i;
    else if (i - seen > best) best = i - seen; // flips seen..i-1 are balanced
  }
  return best;
}

const flips = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(longestBalancedRun(flips)));
