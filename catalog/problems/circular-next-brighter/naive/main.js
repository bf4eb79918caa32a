/**
 * @param {number[]} glow brightness of each lantern around the circular pond
 * @return {number[]} for each lantern, the brightness of the first strictly brighter lantern met going
 *   clockwise (wrapping around), or -1 if there is none
 */
function nextBrighter(glow) {
  // Naive: walk clockwise from every lantern until a brighter one appears. O(n^2).
  const n = glow.length;
  const answer = new Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    for (let d = 1; d < n; d++) {
      const j = (i + d) % n;
      if (glow[j] > glow[i]) {
        answer[i] = glow[j];
        break;
      }
    }
  }
  return answer;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(nextBrighter(data.slice(1, 1 + data[0])).join(' '));
