/**
 * @param {number[][]} bookings [s, e] pairs in any order
 * @return {number[][]} the busy blocks [start, end], sorted by start
 */
function mergeBookings(bookings) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const bookings = [];
for (let i = 0; i < n; i++) bookings.push([data[1 + 2 * i], data[2 + 2 * i]]);
const blocks = mergeBookings(bookings);
const out = [String(blocks.length)];
for (const [s, e] of blocks) out.push(`${s} ${e}`);
console.log(out.join('\n'));
