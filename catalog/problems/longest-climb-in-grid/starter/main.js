/**
 * @param {number[][]} alt r × c altitudes
 * @return {number} cells on the longest strictly increasing climb (4-neighbour steps)
 */
function longestClimb(alt) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c] = data;
const alt = [];
for (let i = 0; i < r; i++) alt.push(data.slice(2 + i * c, 2 + (i + 1) * c));
console.log(String(longestClimb(alt)));
