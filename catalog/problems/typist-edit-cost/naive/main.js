/**
 * @param {string} typed
 * @param {string} target
 * @return {number} fewest insertions, deletions and replacements turning typed into target
 */
function editCost(typed, target) {
  // Naive: the recurrence as plain recursion, without remembering results. Exponential.
  const go = (i, j) => {
    if (i === 0) return j;
    if (j === 0) return i;
    if (typed[i - 1] === target[j - 1]) return go(i - 1, j - 1);
    return 1 + Math.min(go(i - 1, j - 1), go(i - 1, j), go(i, j - 1));
  };
  return go(typed.length, target.length);
}

const inputLines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(editCost((inputLines[0] ?? '').trim(), (inputLines[1] ?? '').trim())));
