/**
 * @param {string[]} roots the dictionary roots
 * @param {string[]} words the words of the text
 * @return {string[]} each word replaced by its shortest root that is a prefix of it (kept if none)
 */
function shortenWords(roots, words) {
  // Write your code here.
  return [];
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const [d, m] = lines[0].split(' ').map(Number);
const roots = lines.slice(1, 1 + d).map((s) => s.trim());
const words = lines.slice(1 + d, 1 + d + m).map((s) => s.trim());
console.log(shortenWords(roots, words).join(' '));
