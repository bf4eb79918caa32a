/**
 * @param {number} r rows
 * @param {number} c columns
 * @param {number[][]} events [i, j] cells rising, in order
 * @return {number[]} the number of islands after each event
 */
function islandsAfterEach(r, c, events) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c, q] = data;
const events = [];
for (let k = 0; k < q; k++) events.push([data[3 + 2 * k], data[4 + 2 * k]]);
console.log(islandsAfterEach(r, c, events).join(' '));
