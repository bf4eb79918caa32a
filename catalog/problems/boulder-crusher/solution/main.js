/**
 * @param {number[]} boulders the weights of the boulders
 * @return {number} the weight of the boulder left at the end, or 0 if none is left
 */
function crushBoulders(boulders) {
  // Binary max-heap stored in an array.
  const heap = [];
  const push = (v) => {
    heap.push(v);
    let i = heap.length - 1;
    while (i > 0 && heap[(i - 1) >> 1] < heap[i]) {
      const p = (i - 1) >> 1;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let big = i;
        if (l < heap.length && heap[l] > heap[big]) big = l;
        if (r < heap.length && heap[r] > heap[big]) big = r;
        if (big === i) break;
        [heap[big], heap[i]] = [heap[i], heap[big]];
        i = big;
      }
    }
    return top;
  };
  for (const b of boulders) push(b);
  while (heap.length > 1) {
    const first = pop();
    const second = pop();
    if (first > second) push(first - second);
  }
  return heap.length === 1 ? heap[0] : 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(crushBoulders(data.slice(1, 1 + data[0])));
