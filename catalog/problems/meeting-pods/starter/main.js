/**
 * @param {number[][]} bookings [s, e] half-open time ranges
 * @return {number} the fewest pods that can host every booking
 */
function minPods(bookings) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const bookings = [];
for (let i = 0; i < n; i++) bookings.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(minPods(bookings)));
