/**
 * @param {number[]} tickets ticket numbers, possibly repeated
 * @return {number} length of the longest run x, x+1, ..., all present
 */
function longestRun(tickets) {
  // Naive: count upwards from every number, even from the middle of a run. O(n^2) worst case.
  const present = new Set(tickets);
  let best = 0;
  for (const x of tickets) {
    let len = 1;
    while (present.has(x + len)) len++;
    if (len > best) best = len;
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(longestRun(data.slice(1, 1 + data[0]))));
