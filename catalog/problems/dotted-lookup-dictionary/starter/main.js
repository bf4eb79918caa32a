/**
 * @param {string[][]} commands pairs [op, text], op "add" or "find", in order
 * @return {boolean[]} for each find, whether a stored word fits its pattern
 */
function answerLookups(commands) {
  // Write your code here.
  return [];
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const q = Number(lines[0]);
const commands = [];
for (let i = 1; i <= q; i++) commands.push(lines[i].trim().split(' '));
console.log(
  answerLookups(commands)
    .map((ok) => (ok ? 'true' : 'false'))
    .join('\n'),
);
