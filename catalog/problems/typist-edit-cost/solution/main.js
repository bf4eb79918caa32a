/**
 * @param {string} typed
 * @param {string} target
 * @return {number} fewest insertions, deletions and replacements turning typed into target
 */
function editCost(typed, target) {
  const m = target.length;
  // prev[j] = cost of turning the previous prefix of typed into target[0..j)
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= typed.length; i++) {
    const cur = new Array(m + 1);
    cur[0] = i;
    for (let j = 1; j <= m; j++) {
      if (typed[i - 1] === target[j - 1]) cur[j] = prev[j - 1];
      else cur[j] = 1 + Math.min(prev[j - 1], prev[j], cur[j - 1]); // replace, delete, insert
    }
    prev = cur;
  }
  return prev[m];
}

const inputLines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(editCost((inputLines[0] ?? '').trim(), (inputLines[1] ?? '').trim())));
