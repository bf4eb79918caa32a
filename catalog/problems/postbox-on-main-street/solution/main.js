/**
 * @param {number[]} houses the position of each house on the street
 * @return {number[]} [leftmost best postbox position, smallest total walking distance]
 */
function placePostbox(houses) {
  const sorted = [...houses].sort((a, b) => a - b);
  const spot = sorted[(sorted.length - 1) >> 1]; // the lower median
  let total = 0;
  for (const h of sorted) total += Math.abs(h - spot);
  return [spot, total];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(placePostbox(data.slice(1, 1 + data[0])).join(' '));
