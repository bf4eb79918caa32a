/**
 * @param {number[]} scores in the order they are awarded
 * @return {number[]} the lower median after each score
 */
function runningMedians(scores) {
  const low = new Heap((a, b) => a > b); // max-heap: the smaller half
  const high = new Heap((a, b) => a < b); // min-heap: the larger half
  const out = [];
  for (const x of scores) {
    if (low.size === 0 || x <= low.peek()) low.push(x);
    else high.push(x);
    // Keep |low| = |high| or |high| + 1.
    if (low.size > high.size + 1) high.push(low.pop());
    else if (high.size > low.size) low.push(high.pop());
    out.push(low.peek());
  }
  return out;
}

/** Binary heap; before(a, b) is true when a must come out before b. */
class Heap {
  constructor(before) {
    this.before = before;
    this.items = [];
  }

  get size() {
    return this.items.length;
  }

  peek() {
    return this.items[0];
  }

  push(x) {
    const a = this.items;
    let i = a.length;
    a.push(x);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.before(x, a[p])) break;
      a[i] = a[p];
      i = p;
    }
    a[i] = x;
  }

  pop() {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= a.length) break;
        if (c + 1 < a.length && this.before(a[c + 1], a[c])) c++;
        if (!this.before(a[c], last)) break;
        a[i] = a[c];
        i = c;
      }
      a[i] = last;
    }
    return top;
  }
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(runningMedians(data.slice(1, 1 + n)).join(' '));
