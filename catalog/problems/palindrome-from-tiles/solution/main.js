/**
 * @param {string} tiles the letters in the bag
 * @return {string} the smallest palindrome using every tile, or "-1"
 */
function smallestPalindrome(tiles) {
  const count = new Array(26).fill(0);
  for (let i = 0; i < tiles.length; i++) count[tiles.charCodeAt(i) - 97]++;
  let middle = '';
  let left = '';
  for (let c = 0; c < 26; c++) {
    const letter = String.fromCharCode(97 + c);
    if (count[c] % 2 === 1) {
      if (middle) return '-1'; // a second odd letter has no place
      middle = letter;
    }
    left += letter.repeat(count[c] >> 1); // pairs in alphabetical order
  }
  return left + middle + [...left].reverse().join('');
}

const tiles = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(smallestPalindrome(tiles));
