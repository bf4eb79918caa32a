/**
 * @param {number} n the number of survey points, 0..n-1
 * @param {Array<[string, number, number, number]>} lines ["N", a, b, d]: point b is d higher than point a; ["Q", a, b, 0]: how much higher is b than a?
 * @return {string[]} one answer per line: "ok" / "conflict" for a note, the difference or "unknown" for a question
 */
function readNotebook(n, lines) {
  // Weighted union-find: up[x] is x's parent, rise[x] = height(x) - height(up[x]).
  const up = Array.from({ length: n }, (_, i) => i);
  const rise = new Array(n).fill(0);
  const size = new Array(n).fill(1);
  const path = [];
  /** The root of x; afterwards up[x] is the root and rise[x] = height(x) - height(root). */
  const find = (x) => {
    let root = x;
    while (up[root] !== root) {
      path.push(root);
      root = up[root];
    }
    // Compress from the node nearest the root downwards, so each parent is already final.
    while (path.length > 0) {
      const node = path.pop();
      if (up[node] !== root) rise[node] += rise[up[node]];
      up[node] = root;
    }
    return root;
  };
  const out = [];
  for (const [kind, a, b, d] of lines) {
    const ra = find(a);
    const rb = find(b);
    if (kind === 'Q') {
      out.push(ra === rb ? String(rise[b] - rise[a]) : 'unknown');
      continue;
    }
    if (ra === rb) {
      out.push(rise[b] - rise[a] === d ? 'ok' : 'conflict');
      continue;
    }
    // height(rb) - height(ra) follows from height(b) = height(a) + d.
    const gap = rise[a] + d - rise[b];
    if (size[ra] >= size[rb]) {
      up[rb] = ra;
      rise[rb] = gap;
      size[ra] += size[rb];
    } else {
      up[ra] = rb;
      rise[ra] = -gap;
      size[rb] += size[ra];
    }
    out.push('ok');
  }
  return out;
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
