/**
 * @param {number[]} codes size codes; all appear twice except one
 * @return {number} the code that appears once
 */
function lonelyGlove(codes) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(lonelyGlove(data.slice(1, 1 + n))));
