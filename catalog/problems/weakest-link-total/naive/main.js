/**
 * @param {number[]} links strength of each link of the chain
 * @return {number} the sum, over every contiguous stretch, of its weakest strength
 */
function weakestLinkTotal(links) {
  // Naive: extend every start to the right keeping a running minimum. O(n^2).
  let total = 0;
  for (let i = 0; i < links.length; i++) {
    let weakest = links[i];
    for (let j = i; j < links.length; j++) {
      if (links[j] < weakest) weakest = links[j];
      total += weakest;
    }
  }
  return total;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(weakestLinkTotal(data.slice(1, 1 + data[0]))));
