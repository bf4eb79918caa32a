/**
 * @param {number} x1 start column
 * @param {number} y1 start row
 * @param {number} x2 target column
 * @param {number} y2 target row
 * @return {number} fewest king steps from (x1, y1) to (x2, y2)
 */
function kingSteps(x1, y1, x2, y2) {
  // Write your code here.
  return -1;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++) {
  const [x1, y1, x2, y2] = tokens.slice(1 + 4 * i, 5 + 4 * i);
  out.push(String(kingSteps(x1, y1, x2, y2)));
}
console.log(out.join('\n'));
