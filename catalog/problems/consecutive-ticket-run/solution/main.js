/**
 * @param {number[]} tickets ticket numbers, possibly repeated
 * @return {number} length of the longest run x, x+1, ..., all present
 */
function longestRun(tickets) {
  const present = new Set(tickets);
  let best = 0;
  for (const x of present) {
    if (present.has(x - 1)) continue; // x does not start a run
    let len = 1;
    while (present.has(x + len)) len++;
    if (len > best) best = len;
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(longestRun(data.slice(1, 1 + data[0]))));
