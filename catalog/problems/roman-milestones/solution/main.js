const VALUE = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

/**
 * @param {string} numeral a standard Roman numeral
 * @return {number} its value
 */
function romanToInt(numeral) {
  let total = 0;
  for (let i = 0; i < numeral.length; i++) {
    const v = VALUE[numeral[i]];
    // A smaller letter in front of a larger one is subtracted (IV, XC, CM, ...).
    if (i + 1 < numeral.length && v < VALUE[numeral[i + 1]]) total -= v;
    else total += v;
  }
  return total;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const out = [];
for (let i = 1; i <= q; i++) out.push(romanToInt(tokens[i]));
console.log(out.join('\n'));
