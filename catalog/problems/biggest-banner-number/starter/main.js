/**
 * @param {number[]} tiles non-negative integers
 * @return {string} the largest number formed by concatenating all tiles, without leading zeros
 */
function biggestBanner(tiles) {
  // Write your code here.
  return '';
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(biggestBanner(data.slice(1, 1 + data[0])));
