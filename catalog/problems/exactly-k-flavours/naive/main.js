/**
 * @param {string} scoops the flavour of each scoop, one lowercase letter each
 * @param {number} k the required number of distinct flavours
 * @return {number} how many runs of consecutive scoops contain exactly k distinct flavours
 */
function exactlyKFlavours(scoops, k) {
  // Naive: from every start extend until more than k flavours appear. O(n^2) in the worst case.
  let runs = 0;
  for (let left = 0; left < scoops.length; left++) {
    const seen = new Array(26).fill(false);
    let distinct = 0;
    for (let right = left; right < scoops.length; right++) {
      const c = scoops.charCodeAt(right) - 97;
      if (!seen[c]) {
        seen[c] = true;
        distinct++;
      }
      if (distinct > k) break;
      if (distinct === k) runs++;
    }
  }
  return runs;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(exactlyKFlavours(lines[0].trim(), Number(lines[1]))));
