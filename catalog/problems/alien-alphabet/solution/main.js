/**
 * @param {string[]} words sorted in the alien order
 * @return {string} the smallest consistent order of the letters that appear, or 'IMPOSSIBLE'
 */
function alienAlphabet(words) {
  const present = new Array(26).fill(false);
  for (const w of words) for (const ch of w) present[ch.charCodeAt(0) - 97] = true;
  const edge = Array.from({ length: 26 }, () => new Array(26).fill(false));
  const indegree = new Array(26).fill(0);
  for (let i = 0; i + 1 < words.length; i++) {
    const a = words[i];
    const b = words[i + 1];
    let p = 0;
    while (p < a.length && p < b.length && a[p] === b[p]) p++;
    if (p < a.length && p < b.length) {
      const x = a.charCodeAt(p) - 97;
      const y = b.charCodeAt(p) - 97;
      if (!edge[x][y]) {
        edge[x][y] = true;
        indegree[y]++;
      }
    } else if (a.length > b.length) {
      return 'IMPOSSIBLE'; // a longer word before its own prefix
    }
  }
  // Kahn's algorithm, always taking the smallest available letter.
  let order = '';
  const done = new Array(26).fill(false);
  for (;;) {
    let pick = -1;
    for (let c = 0; c < 26; c++) {
      if (present[c] && !done[c] && indegree[c] === 0) {
        pick = c;
        break;
      }
    }
    if (pick < 0) break;
    done[pick] = true;
    order += String.fromCharCode(97 + pick);
    for (let y = 0; y < 26; y++) if (edge[pick][y]) indegree[y]--;
  }
  const letters = present.filter(Boolean).length;
  return order.length === letters ? order : 'IMPOSSIBLE'; // leftover letters lie on a cycle
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
console.log(alienAlphabet(tokens.slice(1, 1 + Number(tokens[0]))));
