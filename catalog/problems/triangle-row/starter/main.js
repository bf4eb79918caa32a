/**
 * @param {number} k
 * @return {number[]} row k of the triangle, left to right
 */
function triangleRow(k) {
  // Write your code here.
  return [];
}

const k = Number(require('node:fs').readFileSync(0, 'utf8').trim());
console.log(triangleRow(k).join(' '));
