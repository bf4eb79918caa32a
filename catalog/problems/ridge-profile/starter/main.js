/**
 * @param {number[]} h altitudes from start to finish
 * @return {boolean} true when the profile climbs strictly to one summit, then descends strictly
 */
function isRidge(h) {
  // Write your code here.
  return false;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(isRidge(tokens.slice(1, 1 + n)) ? 'true' : 'false');
