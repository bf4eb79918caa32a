/**
 * @param {string[]} words
 * @return {number[]} [number of families, size of the largest family]
 */
function anagramFamilies(words) {
  // Write your code here.
  return [0, 0];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
console.log(anagramFamilies(tokens.slice(1, 1 + n)).join(' '));
