/**
 * Moves every 0 to the end of the array in place, keeping the order of the other values.
 * @param {number[]} crates
 * @return {void}
 */
function sinkEmptyCrates(crates) {
  // Write your code here.
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const crates = data.slice(1, 1 + n);
sinkEmptyCrates(crates);
console.log(crates.join(' '));
