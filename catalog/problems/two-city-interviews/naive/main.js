/**
 * @param {number[]} north cost of bringing each candidate to the north office
 * @param {number[]} south cost of bringing each candidate to the south office
 * @return {number} minimum total cost with half of the candidates in each office
 */
function cheapestSplit(north, south) {
  // Wrong idea: the n cheapest north tickets go north, everyone else south.
  const order = north.map((_, i) => i).sort((a, b) => north[a] - north[b]);
  const half = north.length / 2;
  let total = 0;
  order.forEach((i, rank) => {
    total += rank < half ? north[i] : south[i];
  });
  return total;
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
