/**
 * @param {number} n pebbles in the pile
 * @param {number} k most pebbles a player may take in one turn
 * @return {number} the first player's winning first take, or 0 if the first player loses
 */
function winningTake(n, k) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++) out.push(winningTake(tokens[1 + 2 * i], tokens[2 + 2 * i]));
console.log(out.join('\n'));
