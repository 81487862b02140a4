import type { Page } from 'playwright-core';
import { englishWordsIn } from '../../quality/english-words';

/**
 * English UI words in what `page` shows or reads out now (visible text, document title,
 * aria-label, title, placeholder and alt attributes), each as `englisch "word": context`.
 */
export async function englishOnPage(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => [
    document.title,
    document.body.innerText,
    ...[...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap(
      (element) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map(
          (name) => element.getAttribute(name) ?? '',
        ),
    ),
  ]);
  return texts.flatMap((text) =>
    englishWordsIn(text).map((word) => {
      const context = new RegExp(`.{0,30}\\b${word}\\b.{0,30}`, 'i').exec(text)![0];
      return `englisch "${word}": ${context.trim()}`;
    }),
  );
}
