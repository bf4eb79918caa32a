/**
 * @param {number[]} levels
 * @param {number} k window length
 * @return {number[]} the maximum of each window of k consecutive readings
 */
function windowPeaks(levels, k) {
  const out = [];
  const deque = new Int32Array(levels.length); // indices, readings strictly decreasing
  let front = 0;
  let back = 0; // deque holds deque[front .. back)
  for (let i = 0; i < levels.length; i++) {
    // older readings not higher than the new one can never be a maximum again
    while (back > front && levels[deque[back - 1]] <= levels[i]) back--;
    deque[back++] = i;
    if (deque[front] <= i - k) front++; // the front left the window
    if (i >= k - 1) out.push(levels[deque[front]]);
  }
  return out;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
console.log(windowPeaks(data.slice(2, 2 + n), k).join(' '));
