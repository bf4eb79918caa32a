/**
 * @param {number[]} piles the pile sizes
 * @return {number} the number of winning first moves (pile, split); 0 if the first player loses
 */
function winningSplits(piles) {
  // Naive (wrong): label each pile only as won or lost, and combine piles by the parity of won ones.
  const top = Math.max(...piles);
  const win = new Uint8Array(top + 1); // 1 when a single pile is (believed) a first-player win
  for (let n = 3; n <= top; n++) {
    for (let x = 1; 2 * x < n; x++) if ((win[x] ^ win[n - x]) === 0) win[n] = 1;
  }
  let total = 0;
  for (const a of piles) total ^= win[a];
  if (total === 0) return 0;
  let count = 0;
  for (const a of piles) {
    for (let x = 1; 2 * x < a; x++) if ((total ^ win[a] ^ win[x] ^ win[a - x]) === 0) count++;
  }
  return count;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const m = tokens[0];
console.log(String(winningSplits(tokens.slice(1, 1 + m))));
