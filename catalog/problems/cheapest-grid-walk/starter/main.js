/**
 * @param {number[][]} toll r rows of c tolls
 * @return {number} minimum total toll of an east/south walk from the top-left to the bottom-right
 */
function cheapestWalk(toll) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c] = data;
const toll = [];
for (let i = 0; i < r; i++) toll.push(data.slice(2 + i * c, 2 + (i + 1) * c));
console.log(String(cheapestWalk(toll)));
