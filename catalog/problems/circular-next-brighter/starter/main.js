/**
 * @param {number[]} glow brightness of each lantern around the circular pond
 * @return {number[]} for each lantern, the brightness of the first strictly brighter lantern met going
 *   clockwise (wrapping around), or -1 if there is none
 */
function nextBrighter(glow) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(nextBrighter(data.slice(1, 1 + data[0])).join(' '));
