/**
 * @param {string[]} log the commands: integers, '+', 'D' or 'C'
 * @return {number} the total of the scores left on the sheet
 */
function sheetTotal(log) {
  const sheet = [];
  for (const cmd of log) {
    const top = sheet.length - 1;
    if (cmd === '+') sheet.push(sheet[top] + sheet[top - 1]);
    else if (cmd === 'D') sheet.push(2 * sheet[top]);
    else if (cmd === 'C') sheet.pop();
    else sheet.push(Number(cmd));
  }
  let total = 0;
  for (const s of sheet) total += s;
  return total;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
console.log(String(sheetTotal(tokens.slice(1, 1 + q))));
