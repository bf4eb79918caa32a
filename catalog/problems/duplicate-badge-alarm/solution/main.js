/**
 * @param {number[]} badges badge numbers in scanning order
 * @return {boolean} true if some badge number appears at least twice
 */
function hasDuplicateBadge(badges) {
  const seen = new Set();
  for (const b of badges) {
    if (seen.has(b)) return true;
    seen.add(b);
  }
  return false;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const badges = data.slice(1, 1 + n);
console.log(String(hasDuplicateBadge(badges)));
