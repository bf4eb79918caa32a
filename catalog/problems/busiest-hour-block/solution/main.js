/**
 * @param {number[]} visitors visitor count change recorded each minute (may be negative)
 * @param {number} k length of the block
 * @return {number[]} [best total of k consecutive readings, earliest start index achieving it]
 */
function busiestBlock(visitors, k) {
  let window = 0;
  for (let i = 0; i < k; i++) window += visitors[i];
  let best = window;
  let bestStart = 0;
  for (let i = k; i < visitors.length; i++) {
    window += visitors[i] - visitors[i - k]; // slide: add the new reading, drop the oldest
    if (window > best) {
      best = window;
      bestStart = i - k + 1;
    }
  }
  return [best, bestStart];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(busiestBlock(data.slice(2, 2 + data[0]), data[1]).join(' '));
