/**
 * @param {number[]} ballots candidate id on each ballot
 * @return {number} the candidate with more than half of the ballots, or -1
 */
function landslideWinner(ballots) {
  // Write your code here.
  return -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(landslideWinner(data.slice(1, 1 + n))));
