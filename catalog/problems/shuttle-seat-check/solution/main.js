/**
 * @param {number[][]} rides each ride as [passengers, board, leave] (stops along the road)
 * @param {number} capacity seats in the shuttle
 * @return {boolean} whether every ride fits without exceeding the capacity
 */
function shuttleFits(rides, capacity) {
  let last = 0;
  for (const [, , leave] of rides) last = Math.max(last, leave);
  // change[s]: passengers boarding minus passengers leaving at stop s.
  const change = new Array(last + 1).fill(0);
  for (const [passengers, board, leave] of rides) {
    change[board] += passengers;
    change[leave] -= passengers;
  }
  let aboard = 0;
  for (let stop = 0; stop <= last; stop++) {
    aboard += change[stop];
    if (aboard > capacity) return false;
  }
  return true;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const rides = [];
for (let i = 0; i < data[0]; i++) rides.push(data.slice(2 + 3 * i, 5 + 3 * i));
console.log(String(shuttleFits(rides, data[1])));
