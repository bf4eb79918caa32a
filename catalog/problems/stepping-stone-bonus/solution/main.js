/**
 * @param {number[]} values bonus of each stone
 * @param {number} k longest hop
 * @return {number} the highest score from stone 0 to stone n-1
 */
function bestCrossing(values, k) {
  const n = values.length;
  const best = new Array(n); // best[i]: highest score of a route from stone 0 ending on stone i
  const deque = new Array(n); // indices with strictly decreasing best, deque[head..tail)
  let head = 0;
  let tail = 0;
  best[0] = values[0];
  deque[tail++] = 0;
  for (let i = 1; i < n; i++) {
    if (deque[head] < i - k) head++; // the front is out of reach
    best[i] = values[i] + best[deque[head]];
    while (tail > head && best[deque[tail - 1]] <= best[i]) tail--;
    deque[tail++] = i;
  }
  return best[n - 1];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestCrossing(data.slice(2, 2 + data[0]), data[1])));
