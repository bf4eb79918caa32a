/**
 * @param {string} numeral a standard Roman numeral
 * @return {number} its value
 */
function romanToInt(numeral) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const out = [];
for (let i = 1; i <= q; i++) out.push(romanToInt(tokens[i]));
console.log(out.join('\n'));
