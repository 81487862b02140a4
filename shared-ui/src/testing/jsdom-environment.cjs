/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file Jest requires */
// Plain CommonJS, as jest-code-cache-runtime.cjs: Jest requires its environments with Node's require.
const { TestEnvironment } = require('jest-environment-jsdom');
const { implForWrapper } = require('jsdom/lib/jsdom/living/generated/utils');

/**
 * Jest's jsdom environment, with `getComputedStyle` answered from a memo until the document
 * changes.
 *
 * Testing Library asks for the computed style of every element it looks at: `getByRole` for each
 * candidate and its ancestors (is it hidden?), and again for each node below a candidate while it
 * computes the accessible name; user-event for each element it points at (pointer-events). jsdom
 * builds a new declaration per call, resolving thirteen properties through the element's
 * ancestors: in the unit run that was 19 CPU-seconds, mostly repeated questions about an unchanged
 * document.
 *
 * jsdom keeps a style cache of its own per document and drops it on every change that can alter a
 * style (a node added or removed, an attribute or text changed, a style sheet added). The memo
 * belongs to that cache: when jsdom has dropped it, the memo is dropped too. So an answer is the
 * one jsdom would compute at that moment.
 */
class JsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.global;
    const document = implForWrapper(window.document);
    const computeStyle = window.getComputedStyle;
    /** jsdom's style cache the memo's answers were computed with. */
    let computedWith = null;
    let memo = new WeakMap();
    window.getComputedStyle = function getComputedStyle(element, pseudoElement) {
      const plain = pseudoElement === undefined || pseudoElement === null || pseudoElement === '';
      if (!plain || element?.ownerDocument !== window.document) {
        return computeStyle.call(window, element, pseudoElement);
      }
      if (document._styleCache === null || document._styleCache !== computedWith) {
        memo = new WeakMap();
      } else if (memo.has(element)) {
        return memo.get(element);
      }
      const style = computeStyle.call(window, element);
      computedWith = document._styleCache;
      memo.set(element, style);
      return style;
    };
  }
}

module.exports = JsdomEnvironment;
