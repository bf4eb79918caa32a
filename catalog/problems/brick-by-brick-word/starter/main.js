/**
 * @param {string[]} words the listed words
 * @return {string} the longest word whose every prefix is listed (alphabetically first on ties), or ""
 */
function longestBuiltWord(words) {
  // Write your code here.
  return '';
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const n = Number(lines[0]);
const words = lines.slice(1, 1 + n).map((s) => s.trim());
console.log(longestBuiltWord(words));
