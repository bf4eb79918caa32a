/**
 * @param {number[]} scores tasting scores in standing order
 * @return {number} the fewest badges satisfying the neighbour rule
 */
function fewestBadges(scores) {
  // Naive (wrong): the right pass overwrites the left requirement instead of taking the maximum.
  const n = scores.length;
  const badges = new Array(n).fill(1);
  for (let i = 1; i < n; i++) if (scores[i] > scores[i - 1]) badges[i] = badges[i - 1] + 1;
  for (let i = n - 2; i >= 0; i--) if (scores[i] > scores[i + 1]) badges[i] = badges[i + 1] + 1;
  return badges.reduce((sum, b) => sum + b, 0);
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(fewestBadges(tokens.slice(1, 1 + n))));
