/**
 * @param {string} a
 * @param {string} b
 * @return {number} the length of the longest common subsequence of a and b
 */
function commonThread(a, b) {
  // prev[j] = best for the first i - 1 beads of a and the first j beads of b; cur is row i.
  let prev = new Array(b.length + 1).fill(0);
  let cur = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      cur[j] = a[i - 1] === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(commonThread(lines[0].trim(), (lines[1] ?? '').trim())));
