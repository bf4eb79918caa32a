/** A stack of integers with O(1) push, pop, top and min. */
class TrayStack {
  // Write your code here: add a constructor that sets up the fields you need.

  /** @param {number} x */
  push(x) {
    // Write your code here.
  }

  pop() {
    // Write your code here.
  }

  /** @return {number} the tag of the top tray */
  top() {
    // Write your code here.
    return 0;
  }

  /** @return {number} the smallest tag in the stack */
  min() {
    // Write your code here.
    return 0;
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
