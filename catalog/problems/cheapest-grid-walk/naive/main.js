/**
 * @param {number[][]} toll r rows of c tolls
 * @return {number} minimum total toll of an east/south walk from the top-left to the bottom-right
 */
function cheapestWalk(toll) {
  // Naive (wrong): greedy, always step to the cheaper of the two next blocks.
  const r = toll.length;
  const c = toll[0].length;
  let i = 0;
  let j = 0;
  let total = toll[0][0];
  while (i < r - 1 || j < c - 1) {
    if (i === r - 1) j++;
    else if (j === c - 1) i++;
    else if (toll[i][j + 1] <= toll[i + 1][j]) j++;
    else i++;
    total += toll[i][j];
  }
  return total;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c] = data;
const toll = [];
for (let i = 0; i < r; i++) toll.push(data.slice(2 + i * c, 2 + (i + 1) * c));
console.log(String(cheapestWalk(toll)));
