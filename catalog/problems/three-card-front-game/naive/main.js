/**
 * @param {number[]} values card values from the front of the row to the back
 * @return {number} Ada's score minus Ben's score under perfect play
 */
function bestMargin(values) {
  // Naive: explore the whole game tree, never remembering a position (about 1.84^n calls).
  const margin = (i) => {
    if (i === values.length) return 0;
    let best = -Infinity;
    let take = 0;
    for (let k = 1; k <= 3 && i + k <= values.length; k++) {
      take += values[i + k - 1];
      best = Math.max(best, take - margin(i + k));
    }
    return best;
  };
  return margin(0);
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(bestMargin(tokens.slice(1, 1 + n))));
