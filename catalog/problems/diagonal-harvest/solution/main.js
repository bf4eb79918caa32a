/**
 * @param {number[][]} field n × n yields
 * @return {number} the sum over both diagonals, the shared centre counted once
 */
function diagonalHarvest(field) {
  const n = field.length;
  let total = 0;
  for (let i = 0; i < n; i++) {
    total += field[i][i];
    if (n - 1 - i !== i) total += field[i][n - 1 - i]; // the centre cell only once
  }
  return total;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const field = [];
for (let i = 0; i < n; i++) field.push(data.slice(2 + i * n, 2 + (i + 1) * n));
console.log(String(diagonalHarvest(field)));
