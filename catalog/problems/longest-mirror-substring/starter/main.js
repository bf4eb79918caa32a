/**
 * @param {string} s the banner text
 * @return {string} the leftmost longest palindromic substring
 */
function longestMirror(s) {
  // Write your code here.
  return '';
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(longestMirror(s));
