/** Small batches: alternating patterns (true cases), near misses, tiny and extreme values. */
export default function small(rng, index) {
  const q = index === 0 ? 1 : rng.int(1, 12);
  const lines = [String(q)];
  for (let i = 0; i < q; i++) {
    const kind = rng.int(0, 4);
    let x;
    if (kind === 0) {
      // an alternating pattern of random length, starting with 1
      const len = rng.int(1, 31);
      let s = '';
      for (let j = 0; j < len; j++) s += j % 2 === 0 ? '1' : '0';
      x = Number.parseInt(s, 2);
    } else if (kind === 1) {
      // alternating pattern with one flipped bit
      const len = rng.int(2, 31);
      let s = '';
      for (let j = 0; j < len; j++) s += j % 2 === 0 ? '1' : '0';
      const k = rng.int(1, len - 1);
      s = s.slice(0, k) + (s[k] === '1' ? '0' : '1') + s.slice(k + 1);
      x = Number.parseInt(s, 2);
    } else if (kind === 2) x = rng.int(1, 64);
    else if (kind === 3) x = rng.pick([1, 2, 3, 2147483647, 1431655765, 715827882, 1073741824]);
    else x = rng.int(1, 2147483647);
    lines.push(String(x));
  }
  return `${lines.join('\n')}\n`;
}
