/**
 * @param {number[][]} shifts each shift as [start, end): the guard is busy from start until end
 * @return {boolean} whether one guard can work every shift (no two shifts overlap)
 */
function oneGuardSuffices(shifts) {
  const sorted = [...shifts].sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < sorted.length; i++) {
    // Sorted by start, only neighbours can overlap first: a shift starting before the previous ends.
    if (sorted[i][0] < sorted[i - 1][1]) return false;
  }
  return true;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const shifts = [];
for (let i = 0; i < data[0]; i++) shifts.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(oneGuardSuffices(shifts)));
