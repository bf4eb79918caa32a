/**
 * @param {string} tiles the letters in the bag
 * @return {string} the smallest palindrome using every tile, or "-1"
 */
function smallestPalindrome(tiles) {
  // Write your code here.
  return '';
}

const tiles = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(smallestPalindrome(tiles));
