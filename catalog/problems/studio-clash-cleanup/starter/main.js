/**
 * @param {number[][]} bookings each booking as [start, end): the studio is busy from start until end
 * @return {number} the fewest bookings to cancel so that no two remaining bookings overlap
 */
function fewestCancellations(bookings) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const bookings = [];
for (let i = 0; i < data[0]; i++) bookings.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(fewestCancellations(bookings));
