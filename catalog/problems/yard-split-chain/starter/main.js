class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * @param {ListNode | null} head the first wagon of the train
 * @param {number} x the weight limit of the front group
 * @return {ListNode | null} the same wagons, those lighter than x first, each group in its old order
 */
function splitYard(head, x) {
  // Write your code here.
  return null;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const x = Number(tokens[1]);
let head = null;
for (let i = n + 1; i >= 2; i--) head = new ListNode(Number(tokens[i]), head);
const out = [];
for (let node = splitYard(head, x); node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));
