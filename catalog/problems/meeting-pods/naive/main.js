/**
 * @param {number[][]} bookings [s, e] half-open time ranges
 * @return {number} the fewest pods that can host every booking
 */
function minPods(bookings) {
  // Naive (wrong): compare each booking only with the one just before it in start order.
  const sorted = bookings.slice().sort((x, y) => x[0] - y[0]);
  let pods = 1;
  let current = 1;
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i][0] < sorted[i - 1][1]) current++;
    else current = 1;
    pods = Math.max(pods, current);
  }
  return pods;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const bookings = [];
for (let i = 0; i < n; i++) bookings.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(minPods(bookings)));
