/**
 * @param {string} a
 * @param {string} b
 * @return {number} the length of the longest common subsequence of a and b
 */
function commonThread(a, b) {
  // Naive: the recurrence as plain recursion, without remembering results. Exponential.
  const go = (i, j) => {
    if (i === a.length || j === b.length) return 0;
    if (a[i] === b[j]) return 1 + go(i + 1, j + 1);
    return Math.max(go(i + 1, j), go(i, j + 1));
  };
  return go(0, 0);
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(commonThread(lines[0].trim(), (lines[1] ?? '').trim())));
