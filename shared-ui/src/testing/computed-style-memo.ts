/**
 * jsdom's `getComputedStyle` builds its answer anew on every call: a new declaration, fifteen
 * resolved properties with their colours parsed, the inherited ones resolved up every ancestor.
 * It keeps only each element's cascaded declaration, in a cache it drops whenever the document
 * changes. Testing Library and user-event ask for the same elements' styles many times per query
 * (accessible names, hidden elements, pointer-events): about 12 % of the component suites' time.
 *
 * This keeps each answer under jsdom's own rule: until the document changes, seen as jsdom's
 * cache object being dropped. So an answer is never older than the declarations jsdom itself
 * would compute it from.
 */
interface DocumentImpl {
  _styleCache: object | null;
}

/** jsdom keeps a wrapper's implementation under a symbol of its own module named `impl`. */
function documentImplOf(document: Document): DocumentImpl | null {
  const impl = Object.getOwnPropertySymbols(document).find(
    (symbol) => symbol.description === 'impl',
  );
  const value = impl ? (document as unknown as Record<symbol, unknown>)[impl] : null;
  return value && typeof value === 'object' && '_styleCache' in value
    ? (value as DocumentImpl)
    : null;
}

export function memoizeComputedStyle(window: Window): void {
  const documentImpl = documentImplOf(window.document);
  // Another DOM than jsdom 26's: leave it as it is.
  if (!documentImpl) return;
  const computeStyle = window.getComputedStyle.bind(window);
  let answers = new WeakMap<Element, CSSStyleDeclaration>();
  let answersFrom: object | null = null;
  window.getComputedStyle = (element, pseudoElement) => {
    if (pseudoElement || element.ownerDocument !== window.document) {
      return computeStyle(element, pseudoElement);
    }
    const styleCache = documentImpl._styleCache;
    if (styleCache === null || styleCache !== answersFrom) answers = new WeakMap();
    let style = answers.get(element);
    if (!style) {
      style = computeStyle(element);
      answers.set(element, style);
    }
    answersFrom = documentImpl._styleCache;
    return style;
  };
}
