/**
 * @param {number[]} keys n distinct numbers from 0..n
 * @return {number} the missing number
 */
function missingKey(keys) {
  // Write your code here.
  return -1;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(missingKey(tokens.slice(1, 1 + n))));
