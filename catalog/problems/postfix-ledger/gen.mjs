import { array } from '../../lib/format.mjs';

const LIM = 2 ** 31;
const ok = (v) => v >= -LIM && v < LIM;

function apply(op, a, b) {
  if (op === '+') return a + b;
  if (op === '-') return a - b;
  if (op === '*') return a * b;
  return b === 0 ? null : Math.trunc(a / b);
}

/**
 * A random valid postfix expression with `count` numbers from [lo, hi]. pOp: chance to apply an
 * operator when one is allowed (high = shallow stack, low = deep). Intermediate values stay in range.
 */
function expression(rng, count, lo, hi, pOp, ops = ['+', '-', '*', '/']) {
  const out = [];
  const stack = [];
  let numbers = count;
  while (numbers > 0 || stack.length > 1) {
    const canOp = stack.length >= 2;
    if (canOp && (numbers === 0 || rng.bool(pOp))) {
      const b = stack.pop();
      const a = stack.pop();
      const order = rng.shuffle(ops.slice());
      let op = null;
      let v = null;
      for (const o of order) {
        const r = apply(o, a, b);
        if (r !== null && ok(r)) {
          op = o;
          v = r;
          break;
        }
      }
      if (op === null) {
        // '+' or '-' always works when b is 0; otherwise fall back to '/' (|a / b| <= |a|)
        op = b === 0 ? '+' : '/';
        v = apply(op, a, b);
      }
      out.push(op);
      stack.push(v);
    } else {
      const x = rng.int(lo, hi);
      out.push(String(x));
      stack.push(x);
      numbers--;
    }
  }
  return out;
}

export default function generate(rng) {
  const rightDeep = (k) => {
    const nums = rng.array(k, 0, 9).map(String);
    return [...nums, ...new Array(k - 1).fill('+')];
  };
  return [
    { input: array(['-17']), note: 'a single number', hidden: false },
    { input: array(['7', '-2', '/']), note: 'negative quotient truncates toward zero', hidden: false },
    { input: array(['-7', '2', '/']), note: 'negative dividend' },
    { input: array(['3', '5', '-']), note: 'operand order for minus' },
    { input: array(['0', '100', '/']), note: 'zero divided' },
    {
      input: array(['100', '100', '*', '100', '*', '100', '*', '21', '*']),
      note: 'product near the upper limit',
    },
    {
      input: array(['-100', '-100', '*', '-100', '*', '-100', '*', '-21', '*']),
      note: 'product near the lower limit',
    },
    { input: array(expression(rng, 8, -10, 10, 0.5)), note: 'small random' },
    { input: array(expression(rng, 500, -100, 100, 0.6)), note: 'random, 500 numbers' },
    { input: array(expression(rng, 5000, -100, 100, 0.3)), note: 'random, deep stack' },
    {
      input: array(expression(rng, 30000, -100, 100, 0.5, ['+', '-'])),
      note: 'additions and subtractions only',
    },
    { input: array(rightDeep(50000)), note: 'maximum n: all numbers first, then all operators', large: true },
    {
      input: array(expression(rng, 40000, -100, 100, 0.15)),
      note: 'random, 8·10^4 tokens, deep stack',
      large: true,
    },
  ];
}
