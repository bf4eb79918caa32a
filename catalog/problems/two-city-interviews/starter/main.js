/**
 * @param {number[]} north cost of bringing each candidate to the north office
 * @param {number[]} south cost of bringing each candidate to the south office
 * @return {number} minimum total cost with half of the candidates in each office
 */
function cheapestSplit(north, south) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
const north = [];
const south = [];
for (let i = 0; i < 2 * n; i++) {
  north.push(tokens[1 + 2 * i]);
  south.push(tokens[2 + 2 * i]);
}
console.log(String(cheapestSplit(north, south)));
