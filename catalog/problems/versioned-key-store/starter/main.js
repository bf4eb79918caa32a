/**
 * @param {(string|number)[][]} commands ["set", key, value, t] or ["get", key, t]
 * @return {number[]} the answer of every get, in order
 */
function runStore(commands) {
  // Write your code here.
  return [];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const commands = [];
for (let i = 0, p = 1; i < q; i++) {
  if (tokens[p] === 'set') {
    commands.push(['set', tokens[p + 1], Number(tokens[p + 2]), Number(tokens[p + 3])]);
    p += 4;
  } else {
    commands.push(['get', tokens[p + 1], Number(tokens[p + 2])]);
    p += 3;
  }
}
console.log(runStore(commands).join('\n'));
