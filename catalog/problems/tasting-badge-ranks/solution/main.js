/**
 * @param {number[]} scores tasting scores in standing order
 * @return {number} the fewest badges satisfying the neighbour rule
 */
function fewestBadges(scores) {
  const n = scores.length;
  // left[i]: fewest badges meeting every "beat your left neighbour" condition.
  const left = new Array(n).fill(1);
  for (let i = 1; i < n; i++) if (scores[i] > scores[i - 1]) left[i] = left[i - 1] + 1;
  // Right to left with a running value; each chef takes the larger requirement.
  let total = 0;
  let right = 0;
  for (let i = n - 1; i >= 0; i--) {
    right = i < n - 1 && scores[i] > scores[i + 1] ? right + 1 : 1;
    total += Math.max(left[i], right);
  }
  return total;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(fewestBadges(tokens.slice(1, 1 + n))));
