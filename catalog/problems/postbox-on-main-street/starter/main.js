/**
 * @param {number[]} houses the position of each house on the street
 * @return {number[]} [leftmost best postbox position, smallest total walking distance]
 */
function placePostbox(houses) {
  // Write your code here.
  return [0, 0];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(placePostbox(data.slice(1, 1 + data[0])).join(' '));
