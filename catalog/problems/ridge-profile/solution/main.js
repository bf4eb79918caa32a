/**
 * @param {number[]} h altitudes from start to finish
 * @return {boolean} true when the profile climbs strictly to one summit, then descends strictly
 */
function isRidge(h) {
  const n = h.length;
  let i = 0;
  while (i + 1 < n && h[i] < h[i + 1]) i++; // climb
  if (i === 0 || i === n - 1) return false; // no climb, or no descent
  while (i + 1 < n && h[i] > h[i + 1]) i++; // descend
  return i === n - 1;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(isRidge(tokens.slice(1, 1 + n)) ? 'true' : 'false');
