/**
 * @param {string} s the signaller's log
 * @return {boolean} whether the log is a valid signal
 */
function isValidSignal(s) {
  const opener = { ')': '(', ']': '[', '}': '{' };
  const stack = [];
  for (const ch of s) {
    if (ch === '(' || ch === '[' || ch === '{') stack.push(ch);
    else if (stack.length === 0 || stack.pop() !== opener[ch]) return false;
  }
  return stack.length === 0;
}

const input = require('node:fs').readFileSync(0, 'utf8');
const s = input.split('\n')[0].trim();
console.log(isValidSignal(s) ? 'true' : 'false');
