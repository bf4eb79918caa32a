/**
 * @param {string} s the digit string
 * @return {number} the number of readings of s, modulo 10^9 + 7
 */
function countReadings(s) {
  // Naive: enumerate every reading one by one (explicit stack instead of recursion). Exponential.
  const MOD = 1_000_000_007;
  let count = 0;
  const stack = [0]; // positions where the next piece starts
  while (stack.length > 0) {
    const i = stack.pop();
    if (i === s.length) {
      count = (count + 1) % MOD;
      continue;
    }
    if (s[i] === '0') continue;
    stack.push(i + 1);
    if (i + 1 < s.length && Number(s.slice(i, i + 2)) <= 26) stack.push(i + 2);
  }
  return count;
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(countReadings(s)));
