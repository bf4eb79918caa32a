/**
 * @param {number[]} scores tasting scores in standing order
 * @return {number} the fewest badges satisfying the neighbour rule
 */
function fewestBadges(scores) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(fewestBadges(tokens.slice(1, 1 + n))));
