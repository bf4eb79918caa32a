/**
 * @param {number[][]} buildings [left, right, height] of each building
 * @return {number[][]} the key points [x, h] of the outline, left to right
 */
function rooftopOutline(buildings) {
  // Naive: for every edge coordinate, scan all buildings for the tallest covering it. O(n^2).
  const edges = [];
  for (const [l, r] of buildings) edges.push(l, r);
  const xs = [...new Set(edges)].sort((a, b) => a - b); // distinct edge coordinates
  const points = [];
  let prev = 0;
  for (const x of xs) {
    let h = 0;
    for (const [l, r, height] of buildings) if (l <= x && x < r && height > h) h = height;
    if (h !== prev) {
      points.push([x, h]);
      prev = h;
    }
  }
  return points;
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
