/**
 * @param {number[]} codes every code appears three times except one
 * @return {number} the code that appears once
 */
function singleEcho(codes) {
  let result = 0;
  for (let b = 0; b < 32; b++) {
    let ones = 0; // how many codes have bit b set
    for (const c of codes) ones += (c >>> b) & 1;
    if (ones % 3 !== 0) result |= 1 << b; // triples contribute multiples of 3
  }
  return result | 0; // as a signed 32-bit integer
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(singleEcho(data.slice(1, 1 + data[0]))));
