/**
 * @param {number[]} values card values from the front of the row to the back
 * @return {number} Ada's score minus Ben's score under perfect play
 */
function bestMargin(values) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(bestMargin(tokens.slice(1, 1 + n))));
