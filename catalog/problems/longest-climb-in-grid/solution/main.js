/**
 * @param {number[][]} alt r × c altitudes
 * @return {number} cells on the longest strictly increasing climb (4-neighbour steps)
 */
function longestClimb(alt) {
  const r = alt.length;
  const c = alt[0].length;
  // cells (as i * c + j) in increasing order of altitude
  const cells = Array.from({ length: r * c }, (_, k) => k);
  cells.sort((a, b) => alt[Math.floor(a / c)][a % c] - alt[Math.floor(b / c)][b % c]);
  const best = new Array(r * c).fill(1); // longest climb ending at each cell
  let answer = 0;
  const steps = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ];
  for (const k of cells) {
    const i = Math.floor(k / c);
    const j = k % c;
    for (const [di, dj] of steps) {
      const a = i + di;
      const b = j + dj;
      // a lower neighbour is already final: it comes earlier in the sorted order
      if (a >= 0 && a < r && b >= 0 && b < c && alt[a][b] < alt[i][j]) {
        best[k] = Math.max(best[k], best[a * c + b] + 1);
      }
    }
    answer = Math.max(answer, best[k]);
  }
  return answer;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c] = data;
const alt = [];
for (let i = 0; i < r; i++) alt.push(data.slice(2 + i * c, 2 + (i + 1) * c));
console.log(String(longestClimb(alt)));
