/** Short valid logs: only numbers, everything struck out, long +/D chains, random mixes. */
export default function small(rng, index) {
  const q = index === 0 ? 1 : rng.int(1, 25);
  const sheet = [];
  const cmds = [];
  const allStruck = index % 6 === 1;
  const chain = index % 6 === 2;
  for (let i = 0; i < q; i++) {
    const options = ['num'];
    const top = sheet.length ? sheet[sheet.length - 1] : 0;
    if (sheet.length >= 2 && Math.abs(top + sheet[sheet.length - 2]) <= 1000000000) options.push('+');
    if (sheet.length >= 1 && Math.abs(2 * top) <= 1000000000) options.push('D');
    if (sheet.length >= 1) options.push('C');
    let cmd = rng.pick(options);
    if (allStruck) cmd = sheet.length ? 'C' : 'num';
    if (chain && options.length > 2 && rng.bool(0.8))
      cmd = rng.pick(options.filter((o) => o === '+' || o === 'D'));
    if (cmd === 'num') {
      const x = rng.bool(0.2) ? rng.pick([-30000, 30000, 0]) : rng.int(-30000, 30000);
      sheet.push(x);
      cmds.push(String(x));
    } else if (cmd === '+') {
      sheet.push(sheet[sheet.length - 1] + sheet[sheet.length - 2]);
      cmds.push('+');
    } else if (cmd === 'D') {
      sheet.push(2 * top);
      cmds.push('D');
    } else {
      sheet.pop();
      cmds.push('C');
    }
  }
  return `${cmds.length}\n${cmds.join('\n')}\n`;
}
