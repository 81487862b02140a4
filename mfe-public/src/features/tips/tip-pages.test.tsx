import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { illustrationCredit } from '../page/illustration-figure';
import MakeUpPage from './make-up-page';
import OutfitTipsPage from './outfit-tips-page';
import PhotoMistakesPage from './photo-mistakes-page';
import PhotoRequirementsPage from './photo-requirements-page';

describe('the tip pages (issue 21, item 7)', () => {
  it.each<[string, ComponentType, RegExp]>([
    ['/anforderungen-makeup', PhotoRequirementsPage, /35 mm breit und 45 mm hoch/],
    ['/make-up', MakeUpPage, /mattes Make-up ohne Glanz/],
    ['/kleidung-Tips', OutfitTipsPage, /einfarbiges Oberteil/],
    ['/Fehler-Foto', PhotoMistakesPage, /geneigtem Kopf/],
  ])('%s shows an illustration described in German and credited', (_path, Page, described) => {
    renderWithProviders(<Page />);
    const illustration = screen.getByRole('img', { name: described });
    expect(illustration.closest('figure')).toHaveTextContent(illustrationCredit);
  });
});
