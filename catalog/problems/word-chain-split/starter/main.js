/**
 * @param {string} s the message without spaces
 * @param {string[]} words the code book
 * @return {boolean} true if s can be cut entirely into code-book words
 */
function canSplit(s, words) {
  // Write your code here.
  return false;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const m = Number(tokens[1]);
console.log(String(canSplit(tokens[0], tokens.slice(2, 2 + m))));
