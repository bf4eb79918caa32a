/** Random valid encodings with a small decoded length: nesting, multi-digit counts, plain letters. */
function encoding(rng, depth, budget) {
  // returns [text, decodedLength]; budget bounds the decoded length
  const items = rng.int(1, 3);
  let text = '';
  let len = 0;
  for (let i = 0; i < items; i++) {
    if (depth > 0 && rng.bool(0.5) && budget - len >= 2) {
      const k = rng.pick([1, 2, 3, rng.int(1, 12), 10, 100]);
      const inner = encoding(rng, depth - 1, Math.max(1, Math.floor((budget - len) / k)));
      if (inner[1] * k + len > budget) {
        text += 'z';
        len += 1;
        continue;
      }
      text += `${k}[${inner[0]}]`;
      len += inner[1] * k;
    } else {
      const word = rng.string(rng.int(1, 3), 'abcxyz');
      text += word;
      len += word.length;
    }
  }
  return [text, len];
}

export default function small(rng, index) {
  if (index === 0) return 'a\n';
  if (index === 1) return '1000[q]\n';
  if (index === 2) return '2[3[4[ab]c]]\n';
  return `${encoding(rng, rng.int(1, 4), 400)[0]}\n`;
}
