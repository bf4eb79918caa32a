/**
 * @param {string} pattern
 * @param {string[]} words
 * @return {boolean} whether the words follow the pattern one-to-one
 */
function followsPattern(pattern, words) {
  // Write your code here.
  return false;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const pattern = tokens[0];
const n = Number(tokens[1]);
console.log(String(followsPattern(pattern, tokens.slice(2, 2 + n))));
