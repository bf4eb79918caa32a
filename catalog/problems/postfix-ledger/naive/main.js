/**
 * @param {string[]} tokens a valid postfix expression
 * @return {number} its value (division truncates toward zero)
 */
function evaluatePostfix(tokens) {
  // Naive: find the leftmost operator, replace "a b op" by its value, repeat. O(n^2).
  const list = tokens.slice();
  while (list.length > 1) {
    let i = 0;
    while (!['+', '-', '*', '/'].includes(list[i])) i++;
    const a = Number(list[i - 2]);
    const b = Number(list[i - 1]);
    let v;
    if (list[i] === '+') v = a + b;
    else if (list[i] === '-') v = a - b;
    else if (list[i] === '*') v = a * b;
    else v = Math.trunc(a / b);
    list.splice(i - 2, 3, String(v));
  }
  return Number(list[0]);
}

const parts = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
console.log(String(evaluatePostfix(parts.slice(1, 1 + Number(parts[0])))));
