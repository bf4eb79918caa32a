/**
 * @param {(string|number)[][]} commands ["B", price, qty], ["S", price, qty] or ["C", id]; ids are 1-based line numbers
 * @return {string[]} the trades "buyId sellId price qty" in order, then "bid ask"
 */
function matchOrders(commands) {
  // Write your code here.
  return [];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const commands = [];
for (let i = 0, p = 1; i < n; i++) {
  if (tokens[p] === 'C') {
    commands.push(['C', Number(tokens[p + 1])]);
    p += 2;
  } else {
    commands.push([tokens[p], Number(tokens[p + 1]), Number(tokens[p + 2])]);
    p += 3;
  }
}
console.log(matchOrders(commands).join('\n'));
