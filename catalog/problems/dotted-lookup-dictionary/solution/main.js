/**
 * @param {string[][]} commands pairs [op, text], op "add" or "find", in order
 * @return {boolean[]} for each find, whether a stored word fits its pattern
 */
function answerLookups(commands) {
  // Trie in flat arrays: child[node * 26 + letter] is the child's index (0 = none; node 0 is the root).
  let capacity = 1;
  for (const [op, text] of commands) if (op === 'add') capacity += text.length;
  const child = new Int32Array(capacity * 26);
  const isEnd = new Uint8Array(capacity);
  let nodes = 1;
  const answers = [];
  const stack = [];
  for (const [op, text] of commands) {
    if (op === 'add') {
      let node = 0;
      for (let i = 0; i < text.length; i++) {
        const slot = node * 26 + text.charCodeAt(i) - 97;
        if (child[slot] === 0) child[slot] = nodes++;
        node = child[slot];
      }
      isEnd[node] = 1;
      continue;
    }
    // find: depth-first search with an explicit stack of [node, position] pairs.
    let found = false;
    stack.length = 0;
    stack.push(0, 0);
    while (stack.length > 0 && !found) {
      const pos = stack.pop();
      const node = stack.pop();
      if (pos === text.length) {
        if (isEnd[node] === 1) found = true;
        continue;
      }
      if (text[pos] === '.') {
        for (let c = 0; c < 26; c++) {
          const next = child[node * 26 + c];
          if (next !== 0) stack.push(next, pos + 1);
        }
      } else {
        const next = child[node * 26 + text.charCodeAt(pos) - 97];
        if (next !== 0) stack.push(next, pos + 1);
      }
    }
    answers.push(found);
  }
  return answers;
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
