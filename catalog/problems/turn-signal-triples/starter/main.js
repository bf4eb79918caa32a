/**
 * @param {number[]} p the six coordinates ax, ay, bx, by, cx, cy
 * @return {string} "LEFT", "RIGHT" or "STRAIGHT"
 */
function turnSignal(p) {
  // Write your code here.
  return '';
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++) out.push(turnSignal(tokens.slice(1 + 6 * i, 7 + 6 * i)));
console.log(out.join('\n'));
