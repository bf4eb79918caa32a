/**
 * @param {number[]} h building heights, each one unit wide
 * @return {number} the largest area of a rectangle resting on the ground under the skyline
 */
function largestBillboard(h) {
  const n = h.length;
  const stack = []; // indices with increasing heights
  let best = 0;
  for (let i = 0; i <= n; i++) {
    const cur = i === n ? -1 : h[i]; // a sentinel of height -1 empties the stack at the end
    while (stack.length > 0 && h[stack[stack.length - 1]] >= cur) {
      const j = stack.pop();
      // j's billboard spans between the nearest lower buildings: stack top (left) and i (right)
      const left = stack.length > 0 ? stack[stack.length - 1] : -1;
      best = Math.max(best, h[j] * (i - left - 1));
    }
    stack.push(i);
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(largestBillboard(data.slice(1, 1 + data[0]))));
