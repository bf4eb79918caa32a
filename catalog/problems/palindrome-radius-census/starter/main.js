/**
 * @param {string} s the manuscript
 * @return {number} number of pairs i <= j with s[i..j] a palindrome
 */
function countPalindromes(s) {
  // Write your code here.
  return 0;
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(countPalindromes(s)));
