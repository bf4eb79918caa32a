/**
 * @param {number[]} balloons numbers from left to right
 * @return {number} the largest total score for popping all balloons
 */
function bestPopScore(balloons) {
  // Naive: try every popping order recursively. O(n!).
  const go = (row) => {
    if (row.length === 0) return 0;
    let top = 0;
    for (let i = 0; i < row.length; i++) {
      const left = i > 0 ? row[i - 1] : 1;
      const right = i < row.length - 1 ? row[i + 1] : 1;
      const rest = row.slice(0, i).concat(row.slice(i + 1));
      top = Math.max(top, left * row[i] * right + go(rest));
    }
    return top;
  };
  return go(balloons);
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestPopScore(data.slice(1, 1 + data[0]))));
