/**
 * @param {number[]} t the eight coordinates x1 y1 x2 y2 X1 Y1 X2 Y2
 * @return {number} area covered by both tarps
 */
function sharedArea(t) {
  // Write your code here.
  return -1;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++) out.push(String(sharedArea(tokens.slice(1 + 8 * i, 9 + 8 * i))));
console.log(out.join('\n'));
