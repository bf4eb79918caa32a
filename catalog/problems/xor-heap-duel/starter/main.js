/**
 * @param {number[]} heaps the heap sizes of one game
 * @return {string} "FIRST" if the player to move wins with perfect play, else "SECOND"
 */
function duelWinner(heaps) {
  // Write your code here.
  return '';
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
let pos = 0;
const g = tokens[pos++];
const out = [];
for (let i = 0; i < g; i++) {
  const k = tokens[pos++];
  out.push(duelWinner(tokens.slice(pos, pos + k)));
  pos += k;
}
console.log(out.join('\n'));
