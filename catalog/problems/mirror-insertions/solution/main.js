/**
 * @param {string} s the word on the sign
 * @return {number} the fewest inserted letters that make s a palindrome
 */
function fewestInsertions(s) {
  const n = s.length;
  // prev[j] = cost(i + 1, j), cur[j] = cost(i, j); entries with j <= i stay 0.
  let prev = new Int32Array(n);
  for (let i = n - 1; i >= 0; i--) {
    const cur = new Int32Array(n);
    for (let j = i + 1; j < n; j++) {
      cur[j] = s[i] === s[j] ? prev[j - 1] : 1 + Math.min(prev[j], cur[j - 1]);
    }
    prev = cur;
  }
  return n === 0 ? 0 : prev[n - 1];
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(fewestInsertions(s)));
