/**
 * @param {string} s the digit string
 * @return {number} the number of readings of s, modulo 10^9 + 7
 */
function countReadings(s) {
  const MOD = 1_000_000_007;
  let before = 1; // ways[i - 2]
  let last = 1; // ways[i - 1]; ways[0] = 1 (the empty prefix)
  for (let i = 1; i <= s.length; i++) {
    let cur = 0;
    if (s[i - 1] !== '0') cur = last; // one-digit piece 1..9
    if (i >= 2) {
      const two = Number(s.slice(i - 2, i));
      if (s[i - 2] !== '0' && two <= 26) cur = (cur + before) % MOD; // two-digit piece 10..26
    }
    before = last;
    last = cur;
  }
  return last;
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(countReadings(s)));
