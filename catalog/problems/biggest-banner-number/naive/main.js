/**
 * @param {number[]} tiles non-negative integers
 * @return {string} the largest number formed by concatenating all tiles, without leading zeros
 */
function biggestBanner(tiles) {
  // Naive (wrong): reverse alphabetical order of the digit strings puts 30 before 3.
  const parts = tiles.map(String).sort().reverse();
  return parts[0] === '0' ? '0' : parts.join('');
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(biggestBanner(data.slice(1, 1 + data[0])));
