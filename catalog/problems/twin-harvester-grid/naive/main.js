/**
 * @param {string[]} grid r rows of c characters: '0'-'9' crates of fruit, '#' a rock
 * @return {number} the most crates the two robots can collect together, or -1 if the barn is unreachable
 */
function twinHarvest(grid) {
  // Naive: try every route of robot 1, then give robot 2 its best route on what is left.
  const r = grid.length;
  const c = grid[0].length;
  const g = grid.map((row) => row.split('').map((ch) => (ch === '#' ? -1 : Number(ch))));
  const bestSingle = () => {
    const dp = Array.from({ length: r }, () => new Array(c).fill(-1));
    for (let i = 0; i < r; i++) {
      for (let j = 0; j < c; j++) {
        if (g[i][j] < 0) continue;
        let from = i === 0 && j === 0 ? 0 : -1;
        if (i > 0) from = Math.max(from, dp[i - 1][j]);
        if (j > 0) from = Math.max(from, dp[i][j - 1]);
        if (from >= 0) dp[i][j] = from + g[i][j];
      }
    }
    return dp[r - 1][c - 1];
  };
  let answer = -1;
  if (g[0][0] < 0) return -1;
  // Iterative DFS over routes of robot 1; taken[k] = crates picked on the k-th square of the route.
  const path = [[0, 0]];
  const taken = [g[0][0]];
  const tried = [0]; // 0: nothing tried yet, 1: went down, 2: done
  g[0][0] = 0;
  let sum = taken[0];
  while (path.length > 0) {
    const k = path.length - 1;
    const [i, j] = path[k];
    if (i === r - 1 && j === c - 1) {
      const second = bestSingle();
      if (second >= 0) answer = Math.max(answer, sum + second);
      tried[k] = 2;
    }
    if (tried[k] < 2) {
      const [ni, nj] = tried[k] === 0 ? [i + 1, j] : [i, j + 1];
      tried[k]++;
      if (ni < r && nj < c && g[ni][nj] >= 0) {
        path.push([ni, nj]);
        taken.push(g[ni][nj]);
        tried.push(0);
        sum += g[ni][nj];
        g[ni][nj] = 0;
      }
      continue;
    }
    g[i][j] = taken[k]; // put the crates back and step back
    sum -= taken[k];
    path.pop();
    taken.pop();
    tried.pop();
  }
  return answer;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
console.log(String(twinHarvest(tokens.slice(2, 2 + r))));
