/**
 * @param {number[]} tiles non-negative integers
 * @return {string} the largest number formed by concatenating all tiles, without leading zeros
 */
function biggestBanner(tiles) {
  const parts = tiles.map(String);
  // a goes before b when the banner a+b is bigger than b+a
  parts.sort((a, b) => {
    const ab = a + b;
    const ba = b + a;
    return ab > ba ? -1 : ab < ba ? 1 : 0;
  });
  return parts[0] === '0' ? '0' : parts.join('');
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(biggestBanner(data.slice(1, 1 + data[0])));
