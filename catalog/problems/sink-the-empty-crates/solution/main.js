/**
 * Moves every 0 to the end of the array in place, keeping the order of the other values.
 * @param {number[]} crates
 * @return {void}
 */
function sinkEmptyCrates(crates) {
  let write = 0; // next slot for a loaded crate
  for (let i = 0; i < crates.length; i++) {
    if (crates[i] !== 0) crates[write++] = crates[i];
  }
  for (let i = write; i < crates.length; i++) crates[i] = 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const crates = data.slice(1, 1 + n);
sinkEmptyCrates(crates);
console.log(crates.join(' '));
