/**
 * @param {number} m number of skills
 * @param {number[]} kits each kit's skills as a bit mask
 * @return {number} fewest kits covering all m skills, or -1
 */
function fewestKits(m, kits) {
  // Write your code here.
  return -1;
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
