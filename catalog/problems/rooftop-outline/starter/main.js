/**
 * @param {number[][]} buildings [left, right, height] of each building
 * @return {number[][]} the key points [x, h] of the outline, left to right
 */
function rooftopOutline(buildings) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const buildings = [];
for (let i = 0; i < n; i++) buildings.push([data[1 + 3 * i], data[2 + 3 * i], data[3 + 3 * i]]);
console.log(
  rooftopOutline(buildings)
    .map(([x, h]) => `${x} ${h}`)
    .join('\n'),
);
