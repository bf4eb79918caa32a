/**
 * @param {string} begin
 * @param {string} end
 * @param {string[]} words the spell book (distinct words, same length as begin)
 * @return {number} fewest one-letter changes from begin to end through book words, or -1
 */
function ladderLength(begin, end, words) {
  // Write your code here.
  return -1;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[2]);
console.log(String(ladderLength(tokens[0], tokens[1], tokens.slice(3, 3 + n))));
