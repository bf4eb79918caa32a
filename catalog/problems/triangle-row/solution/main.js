/**
 * @param {number} k
 * @return {number[]} row k of the triangle, left to right
 */
function triangleRow(k) {
  const row = [1];
  for (let i = 1; i <= k; i++) {
    row.push(1);
    // right to left, so row[j - 1] still holds the previous row's value
    for (let j = i - 1; j >= 1; j--) row[j] += row[j - 1];
  }
  return row;
}

const k = Number(require('node:fs').readFileSync(0, 'utf8').trim());
console.log(triangleRow(k).join(' '));
