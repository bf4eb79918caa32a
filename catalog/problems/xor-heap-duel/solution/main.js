/**
 * @param {number[]} heaps the heap sizes of one game
 * @return {string} "FIRST" if the player to move wins with perfect play, else "SECOND"
 */
function duelWinner(heaps) {
  // The player to move loses exactly when the XOR of all heap sizes is 0.
  let x = 0;
  for (const h of heaps) x ^= h; // heap sizes < 2^30 fit the 32-bit XOR
  return x !== 0 ? 'FIRST' : 'SECOND';
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
