/**
 * @param {number} l first gate code (inclusive)
 * @param {number} r last gate code (inclusive), r ≤ 10^15
 * @return {number} the bitwise AND of every integer from l to r
 */
function rangeAnd(l, r) {
  // Naive: AND the codes one by one (BigInt, as they exceed 32 bits), stopping once nothing is left.
  let result = BigInt(l);
  for (let x = BigInt(l) + 1n; x <= BigInt(r) && result !== 0n; x++) result &= x;
  return Number(result);
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const out = [];
for (let i = 0; i < data[0]; i++) out.push(rangeAnd(data[1 + 2 * i], data[2 + 2 * i]));
console.log(out.join('\n'));
