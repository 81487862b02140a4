import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { consentStorageKey } from 'shared-ui/consent/cookie-consent';
import {
  consentPendingAttribute,
  prerenderedRootAttribute,
  startEnables,
} from 'shared-ui/prerender/prerendered-files';
import { LoadingState } from 'shared-ui/components/spinner';
import { useHydrated } from 'shared-ui/prerender/use-hydrated';
import { sessionHintKey } from 'shared-ui/session/session-tokens';
import { startOnFirstInteraction } from './start-on-interaction';

const appScript = '/main.js?0123456789';
const preloads = [
  { href: '/remotes/mfe-public/1.0.0/mf-manifest.json', as: 'fetch' as const },
  { href: '/remotes/mfe-public/1.0.0/remoteEntry.js', as: 'script' as const },
];

/** A piece of a prerendered page: the banner's title and a button that needs the script. */
function Page({ onFind }: { onFind: () => void }) {
  const hydrated = useHydrated();
  const [found, setFound] = useState(0);
  const [statistics, setStatistics] = useState(false);
  return (
    <>
      <h2 className="cookie-banner__title" tabIndex={-1}>
        Cookie-Einstellungen
      </h2>
      <input
        id="statistics"
        type="checkbox"
        checked={statistics}
        onChange={(event) => setStatistics(event.target.checked)}
      />
      <label htmlFor="statistics">Statistiken</label>
      <button
        type="button"
        disabled={!hydrated}
        {...startEnables}
        onClick={() => {
          setFound(found + 1);
          onFind();
        }}
      >
        Fotografen finden
      </button>
    </>
  );
}

let container: HTMLElement;
let root: Root | null = null;

function prerender() {
  container = document.createElement('div');
  container.id = 'root';
  container.setAttribute(prerenderedRootAttribute, '');
  container.innerHTML = renderToString(<Page onFind={() => undefined} />);
  document.body.append(container);
}

/** jsdom has no PointerEvent: an event of that type with the fields the start script reads. */
const pointerMove = (
  fields: Pick<PointerEvent, 'clientX' | 'clientY' | 'movementX' | 'movementY'>,
) => Object.assign(new Event('pointermove'), fields);
const appScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const findButton = () => container.querySelector('button') as HTMLButtonElement;
const statistics = () => (container.querySelector('#statistics') as HTMLInputElement).checked;

beforeEach(() => {
  window.localStorage.clear();
  prerender();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.documentElement.removeAttribute(consentPendingAttribute);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test('loads nothing before the first interaction; a scroll loads the entry and the preloads', () => {
  startOnFirstInteraction({ appScript, preloads });
  expect(appScripts()).toEqual([]);
  // Shown and enabled by the start script: the banner (no decision stored) and the button.
  expect(document.documentElement.hasAttribute(consentPendingAttribute)).toBe(true);
  expect(document.activeElement).toHaveTextContent('Cookie-Einstellungen');
  expect(findButton()).toBeEnabled();

  // The headless shell's placeholder pointer in the window's corner is not the visitor.
  window.dispatchEvent(pointerMove({ clientX: 0, clientY: 0, movementX: 0, movementY: 0 }));
  expect(appScripts()).toEqual([]);

  window.dispatchEvent(new Event('scroll'));
  window.dispatchEvent(new Event('keydown'));
  expect(appScripts()).toEqual([appScript]);
  const links = [...document.head.querySelectorAll('link')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
  }));
  expect(links).toEqual([
    { href: preloads[0]?.href, as: 'fetch', crossOrigin: 'anonymous' },
    { href: preloads[1]?.href, as: 'script', crossOrigin: null },
  ]);
});

test("a visitor's first pointer move starts the page (it has no movement yet)", () => {
  startOnFirstInteraction({ appScript, preloads });
  window.dispatchEvent(pointerMove({ clientX: 40, clientY: 40, movementX: 0, movementY: 0 }));
  expect(appScripts()).toEqual([appScript]);
});

test('a stored decision keeps the banner hidden; a possible session starts at once', () => {
  window.localStorage.setItem(
    consentStorageKey,
    JSON.stringify({
      preferences: false,
      statistics: false,
      marketing: false,
      decidedAt: '2026-11-27T10:00:00.000Z',
    }),
  );
  startOnFirstInteraction({ appScript, preloads: [] });
  expect(document.documentElement.hasAttribute(consentPendingAttribute)).toBe(false);
  expect(appScripts()).toEqual([]);

  document.head.innerHTML = '';
  prerender();
  window.localStorage.setItem(sessionHintKey, '1');
  startOnFirstInteraction({ appScript, preloads: [] });
  expect(appScripts()).toEqual([appScript]);
});

test('a click before React owns a button or checkbox starts the page and reaches it once it has hydrated', async () => {
  startOnFirstInteraction({ appScript, preloads: [] });
  const onFind = jest.fn();
  findButton().click();
  findButton().click();
  (container.querySelector('label') as HTMLLabelElement).click();
  // Held back too: React would not know it was ticked.
  expect(statistics()).toBe(false);
  expect(appScripts()).toEqual([appScript]);
  expect(onFind).not.toHaveBeenCalled();

  // What the entry does once loaded: React takes over the prerendered markup.
  await act(async () => {
    root = hydrateRoot(container, <Page onFind={onFind} />);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  // Both clicks were held back for the same button: it is clicked once.
  expect(onFind).toHaveBeenCalledTimes(1);
  expect(statistics()).toBe(true);
  act(() => findButton().click());
  expect(onFind).toHaveBeenCalledTimes(2);
});

function appendAwaitedContent() {
  container.insertAdjacentHTML(
    'beforeend',
    renderToString(
      <main>
        <LoadingState />
      </main>,
    ),
  );
}

test('content that waits for data starts the page when it comes into view', () => {
  let report: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
  const observed: Element[] = [];
  window.IntersectionObserver = class {
    constructor(callback: typeof report) {
      report = callback;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  try {
    appendAwaitedContent();
    startOnFirstInteraction({ appScript, preloads: [] });
    expect(observed).toHaveLength(1);
    report([{ isIntersecting: false }]);
    expect(appScripts()).toEqual([]);
    report([{ isIntersecting: true }]);
    expect(appScripts()).toEqual([appScript]);
  } finally {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  }
});

test('without IntersectionObserver a page with content waiting for data starts at once', () => {
  appendAwaitedContent();
  startOnFirstInteraction({ appScript, preloads: [] });
  expect(appScripts()).toEqual([appScript]);
});
