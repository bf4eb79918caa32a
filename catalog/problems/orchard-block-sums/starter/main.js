/**
 * @param {string[]} rows the orchard, one string of digits (crates per tree) for each row
 * @param {number[][]} blocks [r1, c1, r2, c2] for each block: rows r1..r2, columns c1..c2
 * @return {number[]} the total number of crates in each block, in order
 */
function blockSums(rows, blocks) {
  // Write your code here.
  return [];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
const rows = tokens.slice(2, 2 + r);
const q = Number(tokens[2 + r]);
const blocks = [];
for (let i = 0, p = 3 + r; i < q; i++, p += 4) blocks.push(tokens.slice(p, p + 4).map(Number));
console.log(blockSums(rows, blocks).join('\n'));
