/**
 * @param {number[][]} fence the corners [x, y] in walking order
 * @param {number[][]} sheep the points [x, y] to classify
 * @return {string[]} "INSIDE", "OUTSIDE" or "BOUNDARY" for each point
 */
function classifySheep(fence, sheep) {
  const n = fence.length;
  return sheep.map(([px, py]) => {
    let inside = false;
    for (let i = 0; i < n; i++) {
      const [x1, y1] = fence[i];
      const [x2, y2] = fence[(i + 1) % n];
      // On this segment: collinear with it and within its bounding box.
      const cross = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1);
      if (
        cross === 0 &&
        Math.min(x1, x2) <= px &&
        px <= Math.max(x1, x2) &&
        Math.min(y1, y2) <= py &&
        py <= Math.max(y1, y2)
      ) {
        return 'BOUNDARY';
      }
      // Half-open rule: count the segment only if exactly one end is strictly above the point.
      if (y1 > py !== y2 > py) {
        // The crossing's x is x1 + (py - y1) · (x2 - x1) / (y2 - y1); is it right of px?
        // Multiply out by (y2 - y1), flipping the comparison when it is negative.
        const dy = y2 - y1;
        const lhs = (px - x1) * dy;
        const rhs = (py - y1) * (x2 - x1);
        if (dy > 0 ? lhs < rhs : lhs > rhs) inside = !inside;
      }
    }
    return inside ? 'INSIDE' : 'OUTSIDE';
  });
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
let pos = 0;
const readPoints = () => {
  const count = tokens[pos++];
  const pts = [];
  for (let i = 0; i < count; i++, pos += 2) pts.push([tokens[pos], tokens[pos + 1]]);
  return pts;
};
const fence = readPoints();
const sheep = readPoints();
console.log(classifySheep(fence, sheep).join('\n'));
