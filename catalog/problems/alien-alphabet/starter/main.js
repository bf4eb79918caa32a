/**
 * @param {string[]} words sorted in the alien order
 * @return {string} the smallest consistent order of the letters that appear, or 'IMPOSSIBLE'
 */
function alienAlphabet(words) {
  // Write your code here.
  return '';
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
console.log(alienAlphabet(tokens.slice(1, 1 + Number(tokens[0]))));
