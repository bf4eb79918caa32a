/**
 * @param {number} n number of items
 * @param {Array<[string, number, number, number]>} commands ["add", l, r, x] or ["sum", l, r, 0]
 * @return {number[]} the answer of every "sum", in order
 */
function runAdjustments(n, commands) {
  // Two Fenwick trees over the difference array d: one of d[j], one of d[j] * j (1-based inside).
  const f1 = new Float64Array(n + 1);
  const f2 = new Float64Array(n + 1);
  const update = (j, v) => {
    const w = v * j;
    for (let i = j + 1; i <= n; i += i & -i) {
      f1[i] += v;
      f2[i] += w;
    }
  };
  /** Total adjustment of items 0..p. */
  const total = (p) => {
    let s1 = 0;
    let s2 = 0;
    for (let i = p + 1; i > 0; i -= i & -i) {
      s1 += f1[i];
      s2 += f2[i];
    }
    return (p + 1) * s1 - s2;
  };
  const answers = [];
  for (const [op, l, r, x] of commands) {
    if (op === 'add') {
      update(l, x);
      if (r + 1 < n) update(r + 1, -x);
    } else {
      answers.push(total(r) - (l > 0 ? total(l - 1) : 0));
    }
  }
  return answers;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const q = Number(tokens[1]);
const commands = [];
for (let i = 0, at = 2; i < q; i++) {
  const op = tokens[at];
  const x = op === 'add' ? Number(tokens[at + 3]) : 0;
  commands.push([op, Number(tokens[at + 1]), Number(tokens[at + 2]), x]);
  at += op === 'add' ? 4 : 3;
}
console.log(runAdjustments(n, commands).join('\n'));
