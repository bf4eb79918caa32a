/** A stack of integers with O(1) push, pop, top and min. */
class TrayStack {
  constructor() {
    this.values = [];
    this.mins = []; // mins[i] = smallest of values[0..i]
  }

  /** @param {number} x */
  push(x) {
    const below = this.mins.length ? this.mins[this.mins.length - 1] : x;
    this.values.push(x);
    this.mins.push(Math.min(x, below));
  }

  pop() {
    this.values.pop();
    this.mins.pop();
  }

  /** @return {number} the tag of the top tray */
  top() {
    return this.values[this.values.length - 1];
  }

  /** @return {number} the smallest tag in the stack */
  min() {
    return this.mins[this.mins.length - 1];
  }
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const q = Number(lines[0]);
const stack = new TrayStack();
const out = [];
for (let i = 1; i <= q; i++) {
  const [op, arg] = lines[i].trim().split(' ');
  if (op === 'push') stack.push(Number(arg));
  else if (op === 'pop') stack.pop();
  else if (op === 'top') out.push(stack.top());
  else out.push(stack.min());
}
console.log(out.join('\n'));
