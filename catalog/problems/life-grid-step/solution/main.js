/**
 * @param {string} rule the rule, e.g. 'B3/S23'
 * @param {string[]} grid rows of '#' (alive) and '.' (empty)
 * @return {string[]} the rows after one simultaneous step
 */
function lifeStep(rule, grid) {
  const [birthPart, survivePart] = rule.split('/');
  const born = new Array(9).fill(false);
  const survives = new Array(9).fill(false);
  for (const ch of birthPart.slice(1)) born[Number(ch)] = true;
  for (const ch of survivePart.slice(1)) survives[Number(ch)] = true;
  const r = grid.length;
  const c = grid[0].length;
  const next = [];
  for (let i = 0; i < r; i++) {
    let row = '';
    for (let j = 0; j < c; j++) {
      // Count living neighbours in the OLD grid.
      let count = 0;
      for (let y = Math.max(0, i - 1); y <= Math.min(r - 1, i + 1); y++) {
        for (let x = Math.max(0, j - 1); x <= Math.min(c - 1, j + 1); x++) {
          if ((y !== i || x !== j) && grid[y][x] === '#') count++;
        }
      }
      const alive = grid[i][j] === '#' ? survives[count] : born[count];
      row += alive ? '#' : '.';
    }
    next.push(row);
  }
  return next;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[1]);
console.log(lifeStep(tokens[0], tokens.slice(3, 3 + r)).join('\n'));
