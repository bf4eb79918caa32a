import { lines } from '../../lib/format.mjs';

const X = 30000;
const LIMIT = 1e9;

/**
 * A valid random log of q commands. weights: relative chances of [number, '+', 'D', 'C'].
 * Commands that would break the rules (too few scores, a score beyond ±10^9) are replaced by a number.
 */
function randomLog(rng, q, weights = [4, 2, 2, 1], lo = -X, hi = X) {
  const total = weights.reduce((a, b) => a + b, 0);
  const sheet = [];
  const log = [];
  for (let i = 0; i < q; i++) {
    let r = rng.int(0, total - 1);
    let kind = 0;
    while (r >= weights[kind]) r -= weights[kind++];
    const top = sheet.length - 1;
    if (kind === 1 && sheet.length >= 2 && Math.abs(sheet[top] + sheet[top - 1]) <= LIMIT) {
      sheet.push(sheet[top] + sheet[top - 1]);
      log.push('+');
    } else if (kind === 2 && sheet.length >= 1 && Math.abs(2 * sheet[top]) <= LIMIT) {
      sheet.push(2 * sheet[top]);
      log.push('D');
    } else if (kind === 3 && sheet.length >= 1) {
      sheet.pop();
      log.push('C');
    } else {
      const x = rng.int(lo, hi);
      sheet.push(x);
      log.push(String(x));
    }
  }
  return lines(String(q), log);
}

export default function generate(rng) {
  // Doubling 30000 fifteen times stays below 10^9; repeat with fresh numbers to reach the limit.
  const bigLog = [];
  while (bigLog.length + 16 <= 20000) bigLog.push(String(X), ...new Array(15).fill('D'));
  while (bigLog.length < 20000) bigLog.push(String(X));
  return [
    { input: lines('1', '-5'), note: 'one negative score', hidden: false, kind: 'edge' },
    { input: lines('1', '0'), note: 'a single zero', kind: 'edge' },
    { input: lines('2', '30000', 'C'), note: 'everything struck out', kind: 'edge' },
    { input: lines('4', '-30000', 'D', 'D', 'D'), note: 'doubling a negative score' },
    { input: lines('5', '3', '-3', '+', 'C', 'C'), note: 'cancel twice, one score left' },
    { input: lines('6', '5', '5', '+', '+', '+', '+'), note: 'repeated +, all from equal scores' },
    { input: randomLog(rng, 12), note: 'small random log' },
    { input: randomLog(rng, 200, [2, 1, 1, 3]), note: 'many cancels' },
    { input: randomLog(rng, 2000), note: 'random, 2000 commands' },
    { input: lines('20000', bigLog), note: 'maximum q, scores near 10^9, total beyond 2^31', large: true },
    { input: randomLog(rng, 20000, [3, 3, 3, 1]), note: 'maximum q, random', large: true },
    { input: randomLog(rng, 20000, [1, 0, 0, 0], X, X), note: 'maximum q, all 30000', large: true },
  ];
}
