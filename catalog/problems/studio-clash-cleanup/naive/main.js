/**
 * @param {number[][]} bookings each booking as [start, end): the studio is busy from start until end
 * @return {number} the fewest bookings to cancel so that no two remaining bookings overlap
 */
function fewestCancellations(bookings) {
  // Plausible but wrong: go by start time and keep whatever fits after the last kept booking.
  const byStart = [...bookings].sort((a, b) => a[0] - b[0]);
  let kept = 0;
  let freeFrom = -Infinity;
  for (const [start, end] of byStart) {
    if (start >= freeFrom) {
      kept++;
      freeFrom = end;
    }
  }
  return bookings.length - kept;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const bookings = [];
for (let i = 0; i < data[0]; i++) bookings.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(fewestCancellations(bookings));
