/**
 * @param {number} c shelf capacity
 * @param {(string|number)[][]} commands ["put", key, value] or ["get", key]
 * @return {number[]} the answer of every get, in order
 */
function runShelf(c, commands) {
  // Write your code here.
  return [];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const c = Number(tokens[0]);
const q = Number(tokens[1]);
const commands = [];
for (let i = 0, p = 2; i < q; i++) {
  if (tokens[p] === 'put') {
    commands.push(['put', Number(tokens[p + 1]), Number(tokens[p + 2])]);
    p += 3;
  } else {
    commands.push(['get', Number(tokens[p + 1])]);
    p += 2;
  }
}
console.log(runShelf(c, commands).join('\n'));
