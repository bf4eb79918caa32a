import { lines } from '../../lib/format.mjs';
import { levelOrderToTree } from '../../lib/random.mjs';

const test = (target, tokens) => lines(String(target), tokens.length ? tokens.join(' ') : 'null');

/** Totals of every root-to-leaf trail (iterative). */
function leafTotals(tokens) {
  const root = levelOrderToTree(tokens);
  const out = [];
  const stack = root ? [[root, root.val]] : [];
  while (stack.length > 0) {
    const [node, total] = stack.pop();
    if (!node.left && !node.right) out.push(total);
    for (const child of [node.left, node.right]) if (child) stack.push([child, total + child.val]);
  }
  return out;
}

/** A target that no trail reaches (just above the largest total). */
const missing = (tokens) => Math.max(...leafTotals(tokens)) + 1;

export default function generate(rng) {
  const v = () => rng.int(-1000, 1000);
  const t1 = rng.binaryTree(40, v);
  const t2 = rng.binaryTree(2000, v);
  const t3 = rng.binaryTree(2000, () => rng.int(-5, 5));
  const chain = rng.binaryTree(10000, () => 1000, 'zigzag');
  const complete = rng.binaryTree(10000, v, 'complete');
  const big = rng.binaryTree(10000, v);
  return [
    { input: test(0, []), note: 'empty tree, target 0', hidden: false },
    { input: test(-7, ['-7']), note: 'single node equal to the target', hidden: false },
    {
      input: test(3, ['1', '2', 'null', 'null', '-2']),
      note: 'the only leaf misses; an inner node would match',
    },
    { input: test(0, ['0', '0', '0']), note: 'zeros' },
    { input: test(rng.pick(leafTotals(t1)), t1), note: 'small random, reachable' },
    { input: test(missing(t1), t1), note: 'small random, unreachable' },
    { input: test(rng.pick(leafTotals(t2)), t2), note: 'random, reachable' },
    { input: test(missing(t3), t3), note: 'random small values, unreachable' },
    { input: test(10000000, chain), note: 'maximum size, chain of 1000s: target 10^7' },
    { input: test(10000000 - 1, chain), note: 'maximum size, chain: one short' },
    { input: test(rng.pick(leafTotals(complete)), complete), note: 'maximum size, complete, reachable' },
    { input: test(missing(big), big), note: 'maximum size, random, unreachable' },
  ];
}
