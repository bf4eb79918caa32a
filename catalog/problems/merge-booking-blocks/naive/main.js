/**
 * @param {number[][]} bookings [s, e] pairs in any order
 * @return {number[][]} the busy blocks [start, end], sorted by start
 */
function mergeBookings(bookings) {
  // Naive (wrong): a short booking inside a long one shrinks the block.
  const sorted = [...bookings].sort((x, y) => x[0] - y[0]);
  const blocks = [];
  for (const [s, e] of sorted) {
    const last = blocks[blocks.length - 1];
    if (last !== undefined && s <= last[1]) {
      last[1] = e; // bug on purpose: should be Math.max(last[1], e)
    } else {
      blocks.push([s, e]); // a gap: start a new block
    }
  }
  return blocks;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const bookings = [];
for (let i = 0; i < n; i++) bookings.push([data[1 + 2 * i], data[2 + 2 * i]]);
const blocks = mergeBookings(bookings);
const out = [String(blocks.length)];
for (const [s, e] of blocks) out.push(`${s} ${e}`);
console.log(out.join('\n'));
