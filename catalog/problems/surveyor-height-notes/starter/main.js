/**
 * @param {number} n the number of survey points, 0..n-1
 * @param {Array<[string, number, number, number]>} lines ["N", a, b, d]: point b is d higher than point a; ["Q", a, b, 0]: how much higher is b than a?
 * @return {string[]} one answer per line: "ok" / "conflict" for a note, the difference or "unknown" for a question
 */
function readNotebook(n, lines) {
  // Write your code here.
  return [];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const q = Number(tokens[1]);
const lines = [];
for (let i = 0, p = 2; i < q; i++) {
  const kind = tokens[p];
  const d = kind === 'N' ? Number(tokens[p + 3]) : 0;
  lines.push([kind, Number(tokens[p + 1]), Number(tokens[p + 2]), d]);
  p += kind === 'N' ? 4 : 3;
}
console.log(readNotebook(n, lines).join('\n'));
