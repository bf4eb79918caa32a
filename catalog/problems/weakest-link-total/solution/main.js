/**
 * @param {number[]} links strength of each link of the chain
 * @return {number} the sum, over every contiguous stretch, of its weakest strength
 */
function weakestLinkTotal(links) {
  const n = links.length;
  // left[i]: index of the previous strictly weaker link; right[i]: next link at most as strong.
  // Ties go to the leftmost weakest link, so every stretch is counted exactly once.
  const left = new Array(n).fill(-1);
  const right = new Array(n).fill(n);
  const stack = [];
  for (let i = 0; i < n; i++) {
    while (stack.length > 0 && links[stack[stack.length - 1]] >= links[i]) right[stack.pop()] = i;
    left[i] = stack.length > 0 ? stack[stack.length - 1] : -1;
    stack.push(i);
  }
  let total = 0;
  for (let i = 0; i < n; i++) total += links[i] * (i - left[i]) * (right[i] - i);
  return total;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(weakestLinkTotal(data.slice(1, 1 + data[0]))));
