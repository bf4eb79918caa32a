/**
 * @param {number[]} xs x coordinates of the corners, in order around the fence
 * @param {number[]} ys y coordinates of the corners
 * @return {number} the number of grid points strictly inside the polygon
 */
function interiorTrees(xs, ys) {
  // Naive: test every grid point of the bounding box. O(area * n).
  const n = xs.length;
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  let count = 0;
  for (let px = minX; px <= maxX; px++) {
    for (let py = minY; py <= maxY; py++) {
      let inside = false;
      let onFence = false;
      for (let i = 0; i < n && !onFence; i++) {
        const j = (i + 1) % n;
        const ax = xs[i];
        const ay = ys[i];
        const bx = xs[j];
        const by = ys[j];
        const cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
        const inBox =
          px >= Math.min(ax, bx) &&
          px <= Math.max(ax, bx) &&
          py >= Math.min(ay, by) &&
          py <= Math.max(ay, by);
        if (cross === 0 && inBox) onFence = true;
        // Ray to the right: count sides that straddle the horizontal line through the point.
        else if (ay > py !== by > py) {
          const xCross = ax + ((py - ay) * (bx - ax)) / (by - ay);
          if (xCross > px) inside = !inside;
        }
      }
      if (inside && !onFence) count++;
    }
  }
  return count;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const xs = new Array(n);
const ys = new Array(n);
for (let i = 0; i < n; i++) {
  xs[i] = data[1 + 2 * i];
  ys[i] = data[2 + 2 * i];
}
console.log(String(interiorTrees(xs, ys)));
