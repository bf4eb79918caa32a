/**
 * @param {number[]} weights sack weights
 * @return {boolean} true if the sacks can be split into two groups of equal weight
 */
function canSplitFairly(weights) {
  let total = 0;
  for (const w of weights) total += w;
  if (total % 2 === 1) return false;
  const half = total / 2;
  const reach = new Uint8Array(half + 1); // reach[x]: some group weighs exactly x
  reach[0] = 1;
  for (const w of weights) {
    // downwards, so each sack is used at most once
    for (let x = half; x >= w; x--) if (reach[x - w]) reach[x] = 1;
    if (reach[half]) return true;
  }
  return reach[half] === 1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(canSplitFairly(data.slice(1, 1 + data[0]))));
