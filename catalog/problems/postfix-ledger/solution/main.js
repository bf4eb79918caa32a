/**
 * @param {string[]} tokens a valid postfix expression
 * @return {number} its value (division truncates toward zero)
 */
function evaluatePostfix(tokens) {
  const stack = [];
  for (const t of tokens) {
    if (t === '+' || t === '-' || t === '*' || t === '/') {
      const b = stack.pop(); // right operand: the most recent value
      const a = stack.pop();
      if (t === '+') stack.push(a + b);
      else if (t === '-') stack.push(a - b);
      else if (t === '*') stack.push(a * b);
      else stack.push(Math.trunc(a / b));
    } else stack.push(Number(t));
  }
  return stack[0];
}

const parts = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
console.log(String(evaluatePostfix(parts.slice(1, 1 + Number(parts[0])))));
