/**
 * @param {number[][]} bookings each booking as [start, end): the studio is busy from start until end
 * @return {number} the fewest bookings to cancel so that no two remaining bookings overlap
 */
function fewestCancellations(bookings) {
  // Keep as many as possible: always keep the compatible booking that ends first.
  const byEnd = [...bookings].sort((a, b) => a[1] - b[1]);
  let kept = 0;
  let freeFrom = -Infinity;
  for (const [start, end] of byEnd) {
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
