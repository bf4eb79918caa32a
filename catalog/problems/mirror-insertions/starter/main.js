/**
 * @param {string} s the word on the sign
 * @return {number} the fewest inserted letters that make s a palindrome
 */
function fewestInsertions(s) {
  // Write your code here.
  return 0;
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(fewestInsertions(s)));
