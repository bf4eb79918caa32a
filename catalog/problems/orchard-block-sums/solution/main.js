/**
 * @param {string[]} rows the orchard, one string of digits (crates per tree) for each row
 * @param {number[][]} blocks [r1, c1, r2, c2] for each block: rows r1..r2, columns c1..c2
 * @return {number[]} the total number of crates in each block, in order
 */
function blockSums(rows, blocks) {
  const r = rows.length;
  const c = rows[0].length;
  const w = c + 1;
  // pre[(i) * w + j] = crates in rows 0..i-1, columns 0..j-1 (row 0 and column 0 are zero).
  const pre = new Float64Array((r + 1) * w);
  for (let i = 0; i < r; i++) {
    let rowSum = 0;
    for (let j = 0; j < c; j++) {
      rowSum += rows[i].charCodeAt(j) - 48;
      pre[(i + 1) * w + j + 1] = pre[i * w + j + 1] + rowSum;
    }
  }
  return blocks.map(
    ([r1, c1, r2, c2]) =>
      pre[(r2 + 1) * w + c2 + 1] - pre[r1 * w + c2 + 1] - pre[(r2 + 1) * w + c1] + pre[r1 * w + c1],
  );
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
const rows = tokens.slice(2, 2 + r);
const q = Number(tokens[2 + r]);
const blocks = [];
for (let i = 0, p = 3 + r; i < q; i++, p += 4) blocks.push(tokens.slice(p, p + 4).map(Number));
console.log(blockSums(rows, blocks).join('\n'));
