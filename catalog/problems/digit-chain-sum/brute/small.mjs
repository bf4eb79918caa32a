/** Short chains: zeros, all nines (long carries), unequal lengths, random digits. */
function chain(rng, len, kind) {
  if (kind === 'zero') return [0];
  const digits = kind === 'nines' ? new Array(len).fill(9) : rng.array(len, 0, 9);
  if (digits[len - 1] === 0) digits[len - 1] = rng.int(1, 9);
  return digits;
}

export default function small(rng, index) {
  const kinds = ['random', 'random', 'nines', 'zero'];
  const ka = index === 0 ? 'zero' : rng.pick(kinds);
  const kb = index === 1 ? 'nines' : rng.pick(kinds);
  const a = chain(rng, rng.int(1, 12), ka);
  const b = chain(rng, rng.int(1, 12), kb);
  if (index === 1) {
    a.length = 0;
    a.push(1);
  }
  return `${a.length}\n${a.join(' ')}\n${b.length}\n${b.join(' ')}\n`;
}
