/**
 * @param {number[][]} tray the old tray, r rows of c labels
 * @param {number} rows r2, rows of the new tray
 * @param {number} cols c2, columns of the new tray
 * @return {number[][] | null} the new tray, or null if the shapes do not match
 */
function reshapeTray(tray, rows, cols) {
  // Write your code here.
  return null;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c] = tokens;
const tray = [];
for (let i = 0; i < r; i++) tray.push(tokens.slice(2 + i * c, 2 + (i + 1) * c));
const [r2, c2] = tokens.slice(2 + r * c, 4 + r * c);
const result = reshapeTray(tray, r2, c2);
console.log(result === null ? '-1' : result.map((row) => row.join(' ')).join('\n'));
