/**
 * @param {number[]} p the six coordinates ax, ay, bx, by, cx, cy
 * @return {string} "LEFT", "RIGHT" or "STRAIGHT"
 */
function turnSignal(p) {
  const [ax, ay, bx, by, cx, cy] = p;
  // Cross product of the two legs: positive = counter-clockwise = left.
  const cross = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
  if (cross > 0) return 'LEFT';
  return cross < 0 ? 'RIGHT' : 'STRAIGHT';
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++) out.push(turnSignal(tokens.slice(1 + 6 * i, 7 + 6 * i)));
console.log(out.join('\n'));
