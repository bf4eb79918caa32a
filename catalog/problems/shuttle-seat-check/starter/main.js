/**
 * @param {number[][]} rides each ride as [passengers, board, leave] (stops along the road)
 * @param {number} capacity seats in the shuttle
 * @return {boolean} whether every ride fits without exceeding the capacity
 */
function shuttleFits(rides, capacity) {
  // Write your code here.
  return false;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const rides = [];
for (let i = 0; i < data[0]; i++) rides.push(data.slice(2 + 3 * i, 5 + 3 * i));
console.log(String(shuttleFits(rides, data[1])));
