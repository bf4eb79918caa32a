/**
 * @param {number[]} glow brightness of each lantern around the circular pond
 * @return {number[]} for each lantern, the brightness of the first strictly brighter lantern met going
 *   clockwise (wrapping around), or -1 if there is none
 */
function nextBrighter(glow) {
  const n = glow.length;
  const answer = new Array(n).fill(-1);
  const stack = []; // lanterns still waiting, brightness non-increasing from bottom to top
  // Two laps: the second lets lanterns near the end find brighter ones at the start.
  for (let step = 0; step < 2 * n; step++) {
    const i = step % n;
    while (stack.length > 0 && glow[stack[stack.length - 1]] < glow[i]) answer[stack.pop()] = glow[i];
    if (step < n) stack.push(i);
  }
  return answer;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(nextBrighter(data.slice(1, 1 + data[0])).join(' '));
