import { render, screen, within } from '@testing-library/react';
import { PhotoCheckReport } from './photo-check-report';
import type { PhotoCheckResult } from './photo-check-types';

const result: PhotoCheckResult = {
  overall: 'red',
  face: null,
  proposedCrop: null,
  criteria: [
    {
      id: 'single-face',
      label: 'Genau ein Gesicht',
      verdict: 'green',
      explanation: 'Es ist genau ein Gesicht zu sehen.',
    },
    {
      id: 'yaw',
      label: 'Kopf nicht seitlich gedreht',
      verdict: 'amber',
      explanation: 'Der Kopf ist um 7° zur Seite gedreht; erlaubt sind ±5°.',
      tip: 'Bitte den Kopf etwas nach links drehen.',
    },
    {
      id: 'background',
      label: 'Hintergrund hell, einfarbig, gleichmäßig',
      verdict: 'red',
      explanation: 'Der Hintergrund ist zu dunkel (Helligkeit 18 %).',
      tip: 'Bitte einen hellen, neutralen Hintergrund verwenden und ihn gut ausleuchten.',
    },
  ],
};

describe('PhotoCheckReport', () => {
  it('lists every criterion with its verdict in words, explanation and tip', () => {
    render(<PhotoCheckReport result={result} />);
    expect(screen.getByRole('region', { name: 'Biometrische Vorprüfung' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Kriterien' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓Genau ein Gesicht: erfülltEs ist genau ein Gesicht zu sehen.',
      '!Kopf nicht seitlich gedreht: bitte prüfenDer Kopf ist um 7° zur Seite gedreht; erlaubt sind ±5°.Tipp: Bitte den Kopf etwas nach links drehen.',
      '✕Hintergrund hell, einfarbig, gleichmäßig: nicht erfülltDer Hintergrund ist zu dunkel (Helligkeit 18 %).Tipp: Bitte einen hellen, neutralen Hintergrund verwenden und ihn gut ausleuchten.',
    ]);
    // The symbols repeat the words for sighted users; screen readers read the words only.
    for (const item of items) expect(item.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('says overall that the professional decides, without blocking anything', () => {
    render(<PhotoCheckReport result={result} heading="Prüfung von Aufnahme 2" />);
    expect(screen.getByRole('heading', { name: 'Prüfung von Aufnahme 2' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Einige Kriterien sind nicht erfüllt. Sie entscheiden als Fachkraft, ob Sie das Foto trotzdem verwenden.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
