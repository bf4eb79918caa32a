/**
 * @param {number[][]} fence the corners [x, y] in walking order
 * @param {number[][]} sheep the points [x, y] to classify
 * @return {string[]} "INSIDE", "OUTSIDE" or "BOUNDARY" for each point
 */
function classifySheep(fence, sheep) {
  // Write your code here.
  return [];
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
