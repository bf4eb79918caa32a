/**
 * @param {number[]} notes the note (5, 10 or 20) paid by each passenger, in queue order
 * @return {number} index of the first passenger who cannot get exact change, or -1
 */
function firstStuckPassenger(notes) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(firstStuckPassenger(tokens.slice(1, 1 + n))));
