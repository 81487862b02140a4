/**
 * Words of English UI text that German UI text does not use (issue 23.8: no English in the
 * interface). The one list for both checks: the scan of the text modules
 * (german-texts.test.ts) and the scan of every rendered signed-in page
 * (e2e/signed-in-layout.e2e.test.ts).
 */
export const englishUiWords = [
  'the',
  'failed',
  'failure',
  'please',
  'error',
  'loading',
  'waiting',
  'network',
  'invalid',
  'successfully',
  'unauthorized',
  'authentication',
  'verify',
  'verified',
  'try again',
  'not found',
  'no access',
  'response',
  'submit',
  'employee',
  'invitation',
  'required',
  'cannot',
  'could not',
  'your',
] as const;

/** Any of `englishUiWords` as a whole word, in any case. */
export const englishWords = new RegExp(`\\b(?:${englishUiWords.join('|')})\\b`, 'i');

/** The English words in `text`, each once, as they are written there. */
export function englishWordsIn(text: string): string[] {
  const all = new RegExp(englishWords.source, 'gi');
  return [...new Set(text.match(all) ?? [])];
}
