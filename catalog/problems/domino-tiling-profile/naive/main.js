const MOD = 1000000007;

/**
 * @param {number} m rows of the board (at most 8)
 * @param {number} n columns of the board
 * @return {number} the number of domino tilings modulo 1e9+7
 */
function countTilings(m, n) {
  // Naive: enumerate the tilings one by one (cover the first free cell, backtrack). O(number of tilings).
  if ((m * n) % 2 === 1) return 0;
  const covered = new Uint8Array(m * n);
  let count = 0;
  // Explicit stack of placed dominoes: [cell, other cell, next choice to try].
  const firstFree = (from) => {
    let c = from;
    while (c < m * n && covered[c]) c++;
    return c;
  };
  const stack = [];
  let cell = firstFree(0);
  let choice = 0;
  for (;;) {
    if (cell === m * n) {
      count = (count + 1) % MOD;
    } else {
      // cells are numbered column by column: cell = col * m + row.
      const row = cell % m;
      let placed = false;
      while (choice < 2 && !placed) {
        const other = choice === 0 ? cell + 1 : cell + m;
        const ok = choice === 0 ? row + 1 < m && !covered[other] : other < m * n && !covered[other];
        choice++;
        if (ok) {
          covered[cell] = 1;
          covered[other] = 1;
          stack.push([cell, other, choice]);
          cell = firstFree(cell);
          choice = 0;
          placed = true;
        }
      }
      if (placed) continue;
    }
    if (stack.length === 0) break;
    const [c, o, ch] = stack.pop();
    covered[c] = 0;
    covered[o] = 0;
    cell = c;
    choice = ch;
  }
  return count;
}

const [m, n] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(countTilings(m, n)));
