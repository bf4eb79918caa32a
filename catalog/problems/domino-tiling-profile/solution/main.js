const MOD = 1000000007;

/**
 * @param {number} m rows of the board (at most 8)
 * @param {number} n columns of the board
 * @return {number} the number of domino tilings modulo 1e9+7
 */
function countTilings(m, n) {
  // Profile of a column: bit r set when cell r is already covered by a horizontal domino
  // sticking in from the previous column. For every profile, list the profiles it can pass
  // on after the column is filled (iterative DFS over the rows).
  const size = 1 << m;
  const moves = [];
  for (let mask = 0; mask < size; mask++) {
    const outs = [];
    const stack = [[0, 0]];
    while (stack.length) {
      const [r, nxt] = stack.pop();
      if (r === m) outs.push(nxt);
      else if ((mask >> r) & 1)
        stack.push([r + 1, nxt]); // covered from the left
      else {
        stack.push([r + 1, nxt | (1 << r)]); // horizontal domino into the next column
        if (r + 1 < m && !((mask >> (r + 1)) & 1)) stack.push([r + 2, nxt]); // vertical domino
      }
    }
    moves.push(outs);
  }
  let ways = new Array(size).fill(0);
  ways[0] = 1;
  for (let col = 0; col < n; col++) {
    const next = new Array(size).fill(0);
    for (let mask = 0; mask < size; mask++) {
      if (ways[mask] === 0) continue;
      for (const to of moves[mask]) next[to] = (next[to] + ways[mask]) % MOD;
    }
    ways = next;
  }
  return ways[0];
}

const [m, n] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(countTilings(m, n)));
