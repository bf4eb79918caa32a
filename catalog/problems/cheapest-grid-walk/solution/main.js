/**
 * @param {number[][]} toll r rows of c tolls
 * @return {number} minimum total toll of an east/south walk from the top-left to the bottom-right
 */
function cheapestWalk(toll) {
  const c = toll[0].length;
  // row[j] = best[i][j] for the current row i (best[i - 1][j] before it is overwritten)
  const row = new Array(c).fill(Number.POSITIVE_INFINITY);
  row[0] = 0;
  for (const tolls of toll) {
    row[0] += tolls[0];
    for (let j = 1; j < c; j++) row[j] = tolls[j] + Math.min(row[j], row[j - 1]);
  }
  return row[c - 1];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c] = data;
const toll = [];
for (let i = 0; i < r; i++) toll.push(data.slice(2 + i * c, 2 + (i + 1) * c));
console.log(String(cheapestWalk(toll)));
