/**
 * @param {number[]} visitors visitor count change recorded each minute (may be negative)
 * @param {number} k length of the block
 * @return {number[]} [best total of k consecutive readings, earliest start index achieving it]
 */
function busiestBlock(visitors, k) {
  // Write your code here.
  return [0, 0];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(busiestBlock(data.slice(2, 2 + data[0]), data[1]).join(' '));
