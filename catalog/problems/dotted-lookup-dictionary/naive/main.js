/**
 * @param {string[][]} commands pairs [op, text], op "add" or "find", in order
 * @return {boolean[]} for each find, whether a stored word fits its pattern
 */
function answerLookups(commands) {
  // Naive: a set of words, every pattern compared with every word. O(words * L) per find.
  const words = new Set();
  const fits = (word, pattern) => {
    if (word.length !== pattern.length) return false;
    for (let i = 0; i < pattern.length; i++) {
      if (pattern[i] !== '.' && pattern[i] !== word[i]) return false;
    }
    return true;
  };
  const answers = [];
  for (const [op, text] of commands) {
    if (op === 'add') {
      words.add(text);
      continue;
    }
    let found = false;
    for (const word of words) {
      if (fits(word, text)) {
        found = true;
        break;
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
