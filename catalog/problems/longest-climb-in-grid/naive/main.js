/**
 * @param {number[][]} alt r × c altitudes
 * @return {number} cells on the longest strictly increasing climb (4-neighbour steps)
 */
function longestClimb(alt) {
  // Naive: explore every climb from every cell (explicit stack, no memo). Exponential.
  const r = alt.length;
  const c = alt[0].length;
  let answer = 0;
  for (let si = 0; si < r; si++) {
    for (let sj = 0; sj < c; sj++) {
      const stack = [[si, sj, 1]];
      while (stack.length > 0) {
        const [i, j, len] = stack.pop();
        if (len > answer) answer = len;
        for (const [a, b] of [
          [i + 1, j],
          [i - 1, j],
          [i, j + 1],
          [i, j - 1],
        ]) {
          if (a >= 0 && a < r && b >= 0 && b < c && alt[a][b] > alt[i][j]) stack.push([a, b, len + 1]);
        }
      }
    }
  }
  return answer;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c] = data;
const alt = [];
for (let i = 0; i < r; i++) alt.push(data.slice(2 + i * c, 2 + (i + 1) * c));
console.log(String(longestClimb(alt)));
