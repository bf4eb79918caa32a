/**
 * @param {string[][]} commands ["type", s], ["erase", k], ["left", k] or ["right", k]
 * @return {string[]} the screen after each command: up to 10 characters left of the cursor, or "-"
 */
function runEditor(commands) {
  // Naive (wrong): only 10 characters are ever shown, so keep only the 10 left of the cursor.
  let left = [];
  const right = [];
  const screens = [];
  for (const [name, arg] of commands) {
    if (name === 'type') {
      for (const ch of arg) left.push(ch);
    } else if (name === 'erase') {
      left.length = Math.max(0, left.length - Number(arg));
    } else if (name === 'left') {
      for (let m = Math.min(Number(arg), left.length); m > 0; m--) right.push(left.pop());
    } else {
      for (let m = Math.min(Number(arg), right.length); m > 0; m--) left.push(right.pop());
    }
    left = left.slice(-10);
    screens.push(left.length === 0 ? '-' : left.join(''));
  }
  return screens;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const commands = [];
for (let i = 0; i < q; i++) commands.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
console.log(runEditor(commands).join('\n'));
