/**
 * @param {number[]} piles the pile sizes
 * @return {number} the number of winning first moves (pile, split); 0 if the first player loses
 */
function winningSplits(piles) {
  // g[n]: Grundy value of one pile of n; a split into x < n - x leads to g[x] xor g[n - x].
  const top = Math.max(...piles);
  const g = new Int32Array(top + 1);
  const seenAt = new Int32Array(2 * top + 2); // seenAt[v] === n when value v is reachable from n
  for (let n = 3; n <= top; n++) {
    for (let x = 1; 2 * x < n; x++) seenAt[g[x] ^ g[n - x]] = n;
    let v = 0;
    while (seenAt[v] === n) v++;
    g[n] = v;
  }
  let total = 0;
  for (const a of piles) total ^= g[a];
  if (total === 0) return 0;
  // Piles of equal size have the same winning splits: count each size once.
  const copies = new Map();
  for (const a of piles) copies.set(a, (copies.get(a) ?? 0) + 1);
  let count = 0;
  for (const [a, c] of copies) {
    const want = total ^ g[a]; // the split must be worth this to bring the total to 0
    let ways = 0;
    for (let x = 1; 2 * x < a; x++) if ((g[x] ^ g[a - x]) === want) ways++;
    count += c * ways;
  }
  return count;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const m = tokens[0];
console.log(String(winningSplits(tokens.slice(1, 1 + m))));
