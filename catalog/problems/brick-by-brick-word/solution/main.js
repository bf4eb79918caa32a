/**
 * @param {string[]} words the listed words
 * @return {string} the longest word whose every prefix is listed (alphabetically first on ties), or ""
 */
function longestBuiltWord(words) {
  // Trie with 26 child slots per node; ends[node] marks the end of a listed word.
  const children = [new Int32Array(26)];
  const ends = [false];
  const parent = [-1];
  const letter = [-1];
  for (const word of words) {
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const c = word.charCodeAt(i) - 97;
      if (children[node][c] === 0) {
        children[node][c] = children.length;
        children.push(new Int32Array(26));
        ends.push(false);
        parent.push(node);
        letter.push(c);
      }
      node = children[node][c];
    }
    ends[node] = true;
  }
  // Depth-first walk through marked nodes only, children in alphabetical order: nodes are visited in
  // alphabetical order of their words, so the first deepest node is the answer.
  const depth = new Int32Array(children.length);
  let best = 0;
  const stack = [0];
  while (stack.length > 0) {
    const node = stack.pop();
    if (depth[node] > depth[best]) best = node;
    for (let c = 25; c >= 0; c--) {
      const child = children[node][c];
      if (child !== 0 && ends[child]) {
        depth[child] = depth[node] + 1;
        stack.push(child);
      }
    }
  }
  let word = '';
  for (let node = best; node !== 0; node = parent[node]) word = String.fromCharCode(97 + letter[node]) + word;
  return word;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const n = Number(lines[0]);
const words = lines.slice(1, 1 + n).map((s) => s.trim());
console.log(longestBuiltWord(words));
