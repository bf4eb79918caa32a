/**
 * @param {string[]} tokens a valid postfix expression
 * @return {number} its value (division truncates toward zero)
 */
function evaluatePostfix(tokens) {
  // Write your code here.
  return 0;
}

const parts = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
console.log(String(evaluatePostfix(parts.slice(1, 1 + Number(parts[0])))));
