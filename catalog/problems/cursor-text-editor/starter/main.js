/**
 * @param {string[][]} commands ["type", s], ["erase", k], ["left", k] or ["right", k]
 * @return {string[]} the screen after each command: up to 10 characters left of the cursor, or "-"
 */
function runEditor(commands) {
  // Write your code here.
  return [];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const commands = [];
for (let i = 0; i < q; i++) commands.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
console.log(runEditor(commands).join('\n'));
