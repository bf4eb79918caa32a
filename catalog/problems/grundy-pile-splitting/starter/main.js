/**
 * @param {number[]} piles the pile sizes
 * @return {number} the number of winning first moves (pile, split); 0 if the first player loses
 */
function winningSplits(piles) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const m = tokens[0];
console.log(String(winningSplits(tokens.slice(1, 1 + m))));
