/**
 * @param {number[][]} stones distinct [row, col] positions
 * @return {number} the most stones that can be cleared
 */
function maxCleared(stones) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const stones = [];
for (let i = 0; i < data[0]; i++) stones.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(maxCleared(stones)));
