class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * @param {ListNode | null} head the first link of the chain
 * @param {number} target the value whose links must go
 * @return {ListNode | null} the head of the chain without any link holding target
 */
function pruneChain(head, target) {
  // Write your code here.
  return null;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const target = Number(tokens[1]);
let head = null;
for (let i = n + 1; i >= 2; i--) head = new ListNode(Number(tokens[i]), head);
const out = [];
for (let node = pruneChain(head, target); node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));
