/**
 * @param {string} scoops the flavour of each scoop, one lowercase letter each
 * @param {number} k the required number of distinct flavours
 * @return {number} how many runs of consecutive scoops contain exactly k distinct flavours
 */
function exactlyKFlavours(scoops, k) {
  // Write your code here.
  return 0;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(exactlyKFlavours(lines[0].trim(), Number(lines[1]))));
