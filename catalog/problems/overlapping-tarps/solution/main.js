/**
 * @param {number[]} t the eight coordinates x1 y1 x2 y2 X1 Y1 X2 Y2
 * @return {number} area covered by both tarps
 */
function sharedArea(t) {
  const [x1, y1, x2, y2, X1, Y1, X2, Y2] = t;
  // Overlap on each axis separately; a negative length means no overlap.
  const width = Math.min(x2, X2) - Math.max(x1, X1);
  const height = Math.min(y2, Y2) - Math.max(y1, Y1);
  return width > 0 && height > 0 ? width * height : 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++) out.push(String(sharedArea(tokens.slice(1 + 8 * i, 9 + 8 * i))));
console.log(out.join('\n'));
