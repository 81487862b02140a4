// The component suites run with the memo installed (jest-setup.ts): these are its rules.

afterEach(() => {
  document.body.innerHTML = '';
});

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

test('the same element in an unchanged document gets the kept answer', () => {
  const section = mount('<section><p>Text</p></section>');
  expect(window.getComputedStyle(section)).toBe(window.getComputedStyle(section));
});

test('an attribute, an inline style or a text change is seen at once', () => {
  const section = mount('<section><p>Text</p></section>');
  const paragraph = section.querySelector('p')!;
  expect(window.getComputedStyle(section).display).toBe('block');
  expect(window.getComputedStyle(paragraph).visibility).toBe('visible');

  section.hidden = true;
  expect(window.getComputedStyle(section).display).toBe('none');

  section.style.visibility = 'hidden';
  // Inherited: the child's answer changes with its parent's style.
  expect(window.getComputedStyle(paragraph).visibility).toBe('hidden');

  section.removeAttribute('style');
  paragraph.textContent = 'Anderer Text';
  expect(window.getComputedStyle(paragraph).visibility).toBe('visible');
});

test('a new style sheet and a moved element are seen at once', () => {
  const section = mount('<section><p class="leise">Text</p></section><aside></aside>');
  const paragraph = section.querySelector('p')!;
  expect(window.getComputedStyle(paragraph).pointerEvents).toBe('auto');

  const sheet = document.createElement('style');
  sheet.textContent = 'aside { pointer-events: none; }';
  document.head.append(sheet);
  expect(window.getComputedStyle(paragraph).pointerEvents).toBe('auto');
  document.querySelector('aside')!.append(paragraph);
  expect(window.getComputedStyle(paragraph).pointerEvents).toBe('none');
  sheet.remove();
  expect(window.getComputedStyle(paragraph).pointerEvents).toBe('auto');
});
