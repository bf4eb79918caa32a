/**
 * @param {number} a teeth of the first gear
 * @param {number} b teeth of the second gear
 * @return {number} the first tick at which both red teeth are back
 */
function alignTicks(a, b) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++) out.push(String(alignTicks(tokens[1 + 2 * i], tokens[2 + 2 * i])));
console.log(out.join('\n'));
