import { screen } from '@testing-library/react';

/**
 * The jsdom environment of the web projects (jsdom-environment.cjs) answers `getComputedStyle`
 * from a memo: every change that can alter a style must still show in the next answer.
 */
describe('getComputedStyle in the web test environment', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  function element(html: string): HTMLElement {
    document.body.innerHTML = html;
    return document.body.querySelector('#target')!;
  }

  it('answers an unchanged document from the memo', () => {
    const target = element('<p id="target">Text</p>');

    expect(getComputedStyle(target)).toBe(getComputedStyle(target));
    expect(getComputedStyle(target).display).toBe('block');
  });

  it('sees a changed style attribute, and a style set through element.style', () => {
    const target = element('<p id="target">Text</p>');
    expect(getComputedStyle(target).visibility).toBe('visible');

    target.setAttribute('style', 'visibility: hidden');
    expect(getComputedStyle(target).visibility).toBe('hidden');

    target.style.visibility = 'visible';
    target.style.display = 'none';
    expect(getComputedStyle(target).visibility).toBe('visible');
    expect(getComputedStyle(target).display).toBe('none');
  });

  it('sees a style sheet added or removed, and a class the sheet matches', () => {
    const target = element('<p id="target">Text</p>');
    expect(getComputedStyle(target).display).toBe('block');

    const sheet = document.createElement('style');
    sheet.textContent = '.versteckt { display: none }';
    document.head.append(sheet);
    target.classList.add('versteckt');
    expect(getComputedStyle(target).display).toBe('none');

    sheet.remove();
    expect(getComputedStyle(target).display).toBe('block');
  });

  it('sees what an ancestor passes on, and an element moved elsewhere', () => {
    const target = element(
      '<section id="hidden" style="visibility: hidden"><span id="target">Text</span></section><div id="shown"></div>',
    );
    expect(getComputedStyle(target).visibility).toBe('hidden');

    document.querySelector('#shown')!.append(target);
    expect(getComputedStyle(target).visibility).toBe('visible');

    document.querySelector('#hidden')!.setAttribute('style', '');
    document.querySelector('#shown')!.setAttribute('style', 'visibility: hidden');
    expect(getComputedStyle(target).visibility).toBe('hidden');
  });

  it('gives what Testing Library relies on: hidden elements leave the accessibility tree', () => {
    const target = element('<button id="target">Speichern</button>');
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBe(target);

    target.style.display = 'none';
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
  });
});
