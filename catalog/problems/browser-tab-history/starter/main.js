/**
 * @param {string[][]} commands pairs [name, argument]: ["visit", page], ["back", k] or ["forward", k]
 * @return {string[]} the page shown after each command
 */
function browse(commands) {
  // Write your code here.
  return [];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const commands = [];
for (let i = 0; i < q; i++) commands.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
console.log(browse(commands).join('\n'));
