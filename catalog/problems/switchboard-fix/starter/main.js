/**
 * @param {number} a first panel's switches as bits
 * @param {number} b second panel's switches as bits
 * @param {number} c the wanted lamp pattern
 * @return {number} fewest single-switch flips in a and b so that (a OR b) equals c
 */
function fewestFlips(a, b, c) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const out = [];
for (let i = 0; i < data[0]; i++) out.push(fewestFlips(data[1 + 3 * i], data[2 + 3 * i], data[3 + 3 * i]));
console.log(out.join('\n'));
