/**
 * @param {number[]} links strength of each link of the chain
 * @return {number} the sum, over every contiguous stretch, of its weakest strength
 */
function weakestLinkTotal(links) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(weakestLinkTotal(data.slice(1, 1 + data[0]))));
