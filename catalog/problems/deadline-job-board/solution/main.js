/**
 * @param {number[][]} orders pairs [deadline, payment]
 * @return {number} the largest total payment of orders that can all be finished on time
 */
function bestPayment(orders) {
  const sorted = orders.slice().sort((a, b) => a[0] - b[0]);
  // Binary min-heap of the planned payments.
  const heap = [];
  const push = (v) => {
    heap.push(v);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent] <= heap[i]) break;
      [heap[parent], heap[i]] = [heap[i], heap[parent]];
      i = parent;
    }
  };
  const popMin = () => {
    const last = heap.pop();
    if (heap.length === 0) return;
    heap[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && heap[l] < heap[m]) m = l;
      if (r < heap.length && heap[r] < heap[m]) m = r;
      if (m === i) break;
      [heap[m], heap[i]] = [heap[i], heap[m]];
      i = m;
    }
  };
  for (const [deadline, payment] of sorted) {
    push(payment);
    // More planned orders than hours before this deadline: drop the cheapest.
    if (heap.length > deadline) popMin();
  }
  return heap.reduce((sum, v) => sum + v, 0);
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
const orders = [];
for (let i = 0; i < n; i++) orders.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
console.log(String(bestPayment(orders)));
