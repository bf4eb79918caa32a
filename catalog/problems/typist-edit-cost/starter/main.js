/**
 * @param {string} typed
 * @param {string} target
 * @return {number} fewest insertions, deletions and replacements turning typed into target
 */
function editCost(typed, target) {
  // Write your code here.
  return 0;
}

const inputLines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(editCost((inputLines[0] ?? '').trim(), (inputLines[1] ?? '').trim())));
