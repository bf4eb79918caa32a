/**
 * @param {string[]} roots the dictionary roots
 * @param {string[]} words the words of the text
 * @return {string[]} each word replaced by its shortest root that is a prefix of it (kept if none)
 */
function shortenWords(roots, words) {
  // Trie: children[node] maps a letter code to a child; isEnd[node] marks the end of a root.
  const children = [new Array(26).fill(0)];
  const isEnd = [false];
  for (const root of roots) {
    let node = 0;
    for (let i = 0; i < root.length; i++) {
      const c = root.charCodeAt(i) - 97;
      if (children[node][c] === 0) {
        children.push(new Array(26).fill(0));
        isEnd.push(false);
        children[node][c] = children.length - 1;
      }
      node = children[node][c];
    }
    isEnd[node] = true;
  }
  return words.map((word) => {
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      node = children[node][word.charCodeAt(i) - 97];
      if (node === 0) return word; // no root continues this way
      if (isEnd[node]) return word.slice(0, i + 1); // the first root met is the shortest
    }
    return word;
  });
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const [d, m] = lines[0].split(' ').map(Number);
const roots = lines.slice(1, 1 + d).map((s) => s.trim());
const words = lines.slice(1 + d, 1 + d + m).map((s) => s.trim());
console.log(shortenWords(roots, words).join(' '));
