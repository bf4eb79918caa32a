/**
 * @param {number[]} values card values from the front of the row to the back
 * @return {number} Ada's score minus Ben's score under perfect play
 */
function bestMargin(values) {
  // b1, b2, b3 hold best[i+1], best[i+2], best[i+3]; positions past the end are worth 0.
  const n = values.length;
  let b1 = 0;
  let b2 = 0;
  let b3 = 0;
  for (let i = n - 1; i >= 0; i--) {
    let take = values[i];
    let cur = take - b1;
    if (i + 2 <= n) {
      take += values[i + 1];
      cur = Math.max(cur, take - b2);
    }
    if (i + 3 <= n) {
      take += values[i + 2];
      cur = Math.max(cur, take - b3);
    }
    b3 = b2;
    b2 = b1;
    b1 = cur;
  }
  return b1;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(bestMargin(tokens.slice(1, 1 + n))));
