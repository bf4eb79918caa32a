/**
 * @param {number[][]} field n × n yields
 * @return {number} the sum over both diagonals, the shared centre counted once
 */
function diagonalHarvest(field) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const field = [];
for (let i = 0; i < n; i++) field.push(data.slice(2 + i * n, 2 + (i + 1) * n));
console.log(String(diagonalHarvest(field)));
