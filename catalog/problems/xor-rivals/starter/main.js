/**
 * @param {number[]} codes strength codes, each below 2^30
 * @return {number} the maximum XOR of two different codes
 */
function maxRivalry(codes) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(maxRivalry(data.slice(1, 1 + n))));
