/**
 * @param {string[][]} commands pairs [name, argument]: ["visit", page], ["back", k] or ["forward", k]
 * @return {string[]} the page shown after each command
 */
function browse(commands) {
  // pages[0..last] is the history, pages[cur] the page shown.
  const pages = ['home'];
  let cur = 0;
  let last = 0;
  const shown = [];
  for (const [name, arg] of commands) {
    if (name === 'visit') {
      cur++;
      pages[cur] = arg;
      last = cur;
    } else if (name === 'back') {
      cur = Math.max(0, cur - Number(arg));
    } else {
      cur = Math.min(last, cur + Number(arg));
    }
    shown.push(pages[cur]);
  }
  return shown;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const commands = [];
for (let i = 0; i < q; i++) commands.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
console.log(browse(commands).join('\n'));
