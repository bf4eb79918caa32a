/**
 * @param {number[]} keys n distinct numbers from 0..n
 * @return {number} the missing number
 */
function missingKey(keys) {
  let x = keys.length;
  for (let i = 0; i < keys.length; i++) x ^= i ^ keys[i];
  return x;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(missingKey(tokens.slice(1, 1 + n))));
