/**
 * @param {number[]} ballots candidate id on each ballot
 * @return {number} the candidate with more than half of the ballots, or -1
 */
function landslideWinner(ballots) {
  // Pass 1: cancel ballots for different candidates in pairs (Boyer-Moore).
  let suspect = -1;
  let count = 0;
  for (const b of ballots) {
    if (count === 0) suspect = b;
    count += b === suspect ? 1 : -1;
  }
  // Pass 2: the survivor is only a suspect; confirm it has a strict majority.
  let votes = 0;
  for (const b of ballots) if (b === suspect) votes++;
  return 2 * votes > ballots.length ? suspect : -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(landslideWinner(data.slice(1, 1 + n))));
