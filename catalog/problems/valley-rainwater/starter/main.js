/**
 * @param {number[]} h column heights
 * @return {number} units of trapped water
 */
function trappedWater(h) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(trappedWater(data.slice(1, 1 + n))));
