import { lines } from '../../lib/format.mjs';

/** A readable random note: pieces 1..26 written one after the other, until length n is reached. */
function note(rng, n, maxPiece = 26) {
  let s = '';
  while (s.length < n) {
    const piece = String(rng.int(1, maxPiece));
    if (s.length + piece.length > n) s += String(rng.int(1, 9));
    else s += piece;
  }
  return s;
}

export default function generate(rng) {
  const N = 100000;
  const zeroLate = `${'1'.repeat(N - 2)}30`;
  return [
    { input: lines('0'), note: 'a single zero', hidden: false, kind: 'edge' },
    { input: lines('7'), note: 'a single digit', kind: 'edge' },
    { input: lines('10'), note: '10: only one reading', kind: 'edge' },
    { input: lines('27'), note: '27 is not a letter', kind: 'edge' },
    { input: lines('0123'), note: 'leading zero', kind: 'edge' },
    { input: lines('1001'), note: 'double zero' },
    { input: lines('2626262626'), note: 'repeated 26' },
    { input: lines(note(rng, 20)), note: 'small random readable note' },
    { input: lines(rng.string(18, '0123456789')), note: 'small random digits' },
    { input: lines('1'.repeat(N)), note: 'maximum length, all ones', large: true },
    { input: lines(note(rng, N, 26)), note: 'maximum length, random readable note', large: true },
    { input: lines(note(rng, N, 9)), note: 'maximum length, only single-digit letters', large: true },
    { input: lines(zeroLate), note: 'maximum length, unreadable at the very end', large: true },
    { input: lines('12'.repeat(N / 2)), note: 'maximum length, alternating 1 and 2', large: true },
  ];
}
