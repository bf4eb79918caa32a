/**
 * @param {number} m number of skills
 * @param {number[]} kits each kit's skills as a bit mask
 * @return {number} fewest kits covering all m skills, or -1
 */
function fewestKits(m, kits) {
  const full = (1 << m) - 1;
  // best[mask] = fewest kits whose union is exactly mask.
  const best = new Int32Array(full + 1).fill(-1);
  best[0] = 0;
  // mask | kit >= mask, so increasing order settles every mask before it is extended.
  for (let mask = 0; mask <= full; mask++) {
    if (best[mask] < 0) continue;
    const next = best[mask] + 1;
    for (const kit of kits) {
      const to = mask | kit;
      if (best[to] < 0 || next < best[to]) best[to] = next;
    }
  }
  return best[full];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = tokens;
const kits = [];
let pos = 2;
for (let i = 0; i < n; i++) {
  const c = tokens[pos++];
  let mask = 0;
  for (let k = 0; k < c; k++) mask |= 1 << tokens[pos++];
  kits.push(mask);
}
console.log(String(fewestKits(m, kits)));
