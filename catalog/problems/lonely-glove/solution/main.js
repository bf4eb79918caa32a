/**
 * @param {number[]} codes size codes; all appear twice except one
 * @return {number} the code that appears once
 */
function lonelyGlove(codes) {
  // Pairs cancel out: x ^ x = 0 and x ^ 0 = x. Codes fit in 32-bit signed integers.
  let acc = 0;
  for (const c of codes) acc ^= c;
  return acc;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(lonelyGlove(data.slice(1, 1 + n))));
