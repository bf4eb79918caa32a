/**
 * @param {string[]} words the stored words (repeats count separately)
 * @param {string[]} prefixes the typed prefixes
 * @return {number[]} for each prefix, how many stored words start with it
 */
function autocompleteTally(words, prefixes) {
  // Write your code here.
  return [];
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const [n, q] = lines[0].split(' ').map(Number);
const words = lines.slice(1, 1 + n).map((s) => s.trim());
const prefixes = lines.slice(1 + n, 1 + n + q).map((s) => s.trim());
console.log(autocompleteTally(words, prefixes).join('\n'));
