/**
 * @param {string} s the painted word
 * @return {number} fewest letters to add in front so that the result is a palindrome
 */
function fewestFrontLetters(s) {
  // Write your code here.
  return -1;
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(fewestFrontLetters(s)));
