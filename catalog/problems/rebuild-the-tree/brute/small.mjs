/** Trees of up to 7 nodes (at most 429 shapes): chains both ways, single node, random shapes. */
export default function small(rng, index) {
  const n = index % 9 === 0 ? 1 : rng.int(1, 7);
  const values = index % 4 === 0 ? rng.distinct(n, -100000, 100000) : rng.distinct(n, -5, 9);
  const nodes = values.map((val) => ({ val, left: null, right: null }));
  const shape = ['random', 'random', 'left', 'right', 'zigzag'][index % 5];
  for (let i = 1; i < n; i++) {
    if (shape === 'left') nodes[i - 1].left = nodes[i];
    else if (shape === 'right') nodes[i - 1].right = nodes[i];
    else if (shape === 'zigzag') {
      if (i % 2 === 1) nodes[i - 1].left = nodes[i];
      else nodes[i - 1].right = nodes[i];
    } else {
      let cur = nodes[0];
      for (;;) {
        const side = rng.bool() ? 'left' : 'right';
        if (cur[side] === null) {
          cur[side] = nodes[i];
          break;
        }
        cur = cur[side];
      }
    }
  }
  const pre = [];
  const ino = [];
  const walk = (node) => {
    if (!node) return;
    pre.push(node.val);
    walk(node.left);
    ino.push(node.val);
    walk(node.right);
  };
  walk(nodes[0]);
  return `${n}\n${pre.join(' ')}\n${n}\n${ino.join(' ')}\n`;
}
