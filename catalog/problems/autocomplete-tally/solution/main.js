/**
 * @param {string[]} words the stored words (repeats count separately)
 * @param {string[]} prefixes the typed prefixes
 * @return {number[]} for each prefix, how many stored words start with it
 */
function autocompleteTally(words, prefixes) {
  // Trie as parallel arrays: children[node][letter] and the number of words passing through node.
  const children = [new Array(26).fill(0)];
  const passing = [0];
  for (const word of words) {
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const c = word.charCodeAt(i) - 97;
      if (children[node][c] === 0) {
        children.push(new Array(26).fill(0));
        passing.push(0);
        children[node][c] = children.length - 1;
      }
      node = children[node][c];
      passing[node]++;
    }
  }
  return prefixes.map((prefix) => {
    let node = 0;
    for (let i = 0; i < prefix.length; i++) {
      node = children[node][prefix.charCodeAt(i) - 97];
      if (node === 0) return 0; // no stored word continues this way
    }
    return passing[node];
  });
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const [n, q] = lines[0].split(' ').map(Number);
const words = lines.slice(1, 1 + n).map((s) => s.trim());
const prefixes = lines.slice(1 + n, 1 + n + q).map((s) => s.trim());
console.log(autocompleteTally(words, prefixes).join('\n'));
