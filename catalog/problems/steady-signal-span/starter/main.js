/**
 * @param {number[]} readings the samples in order
 * @param {number} limit the largest allowed max - min
 * @return {number} the length of the longest steady stretch
 */
function longestSteady(readings, limit) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(longestSteady(data.slice(2, 2 + data[0]), data[1])));
