/**
 * @param {string} scoops the flavour of each scoop, one lowercase letter each
 * @param {number} k the required number of distinct flavours
 * @return {number} how many runs of consecutive scoops contain exactly k distinct flavours
 */
function exactlyKFlavours(scoops, k) {
  // Runs with at most k flavours, counted by their right end with a sliding window.
  const atMost = (limit) => {
    if (limit < 0) return 0;
    const count = new Array(26).fill(0);
    let distinct = 0;
    let left = 0;
    let runs = 0;
    for (let right = 0; right < scoops.length; right++) {
      if (count[scoops.charCodeAt(right) - 97]++ === 0) distinct++;
      while (distinct > limit) {
        if (--count[scoops.charCodeAt(left) - 97] === 0) distinct--;
        left++;
      }
      runs += right - left + 1; // every start in [left, right] works for this end
    }
    return runs;
  };
  return atMost(k) - atMost(k - 1);
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(exactlyKFlavours(lines[0].trim(), Number(lines[1]))));
