/**
 * @param {number} c shelf capacity
 * @param {(string|number)[][]} commands ["put", key, value] or ["get", key]
 * @return {number[]} the answer of every get, in order
 */
function runShelf(c, commands) {
  // A Map iterates in insertion order: its first key is the book used longest ago.
  const shelf = new Map();
  const answers = [];
  for (const [name, key, value] of commands) {
    if (name === 'get') {
      if (!shelf.has(key)) {
        answers.push(-1);
        continue;
      }
      const found = shelf.get(key);
      shelf.delete(key); // re-insert to make it the newest
      shelf.set(key, found);
      answers.push(found);
      continue;
    }
    if (shelf.has(key)) shelf.delete(key);
    else if (shelf.size === c) shelf.delete(shelf.keys().next().value);
    shelf.set(key, value);
  }
  return answers;
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
