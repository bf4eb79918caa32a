/**
 * @param {number} a first panel's switches as bits
 * @param {number} b second panel's switches as bits
 * @param {number} c the wanted lamp pattern
 * @return {number} fewest single-switch flips in a and b so that (a OR b) equals c
 */
function fewestFlips(a, b, c) {
  let flips = 0;
  for (let bit = 0; bit < 30; bit++) {
    const x = (a >> bit) & 1;
    const y = (b >> bit) & 1;
    const want = (c >> bit) & 1;
    if (want === 1) {
      if (x === 0 && y === 0) flips += 1; // turn one switch on
    } else {
      flips += x + y; // every switch that is on must go off
    }
  }
  return flips;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const out = [];
for (let i = 0; i < data[0]; i++) out.push(fewestFlips(data[1 + 3 * i], data[2 + 3 * i], data[3 + 3 * i]));
console.log(out.join('\n'));
