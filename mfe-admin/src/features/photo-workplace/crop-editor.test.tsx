import { render, screen, within } from '@testing-library/react';
import { setupTestUser } from 'shared-ui/testing/test-user';
import { proposeCrop } from '../photo-check/crop-rules';
import type { CropRect } from '../photo-check/photo-check-types';
import { CropEditor } from './crop-editor';
import { drawCrop } from './image-pipeline';
import { centredFace as face, portraitSource } from './testing/portrait-shot';
import type { Shot } from './use-shots';

// jsdom has no canvas: the drawing is recorded instead.
jest.mock('./image-pipeline', () => ({
  ...jest.requireActual<object>('./image-pipeline'),
  drawCrop: jest.fn(),
}));

const proposal = proposeCrop(face, portraitSource.width, portraitSource.height);

function shot(): Shot {
  const source = document.createElement('canvas');
  source.width = portraitSource.width;
  source.height = portraitSource.height;
  return {
    key: 1,
    number: 1,
    source,
    previewUrl: 'blob:preview',
    capturedAt: '2026-11-25T10:00:00.000Z',
    check: {
      state: 'done',
      result: { criteria: [], overall: 'green', face, proposedCrop: proposal },
    },
    output: null,
  };
}

const near = (crop: CropRect) => ({
  centerX: expect.closeTo(crop.centerX, 6),
  centerY: expect.closeTo(crop.centerY, 6),
  width: expect.closeTo(crop.width, 6),
  height: expect.closeTo(crop.height, 6),
  rotationDeg: expect.closeTo(crop.rotationDeg, 6),
});

function renderEditor() {
  const onApply = jest.fn<Promise<void>, [CropRect]>().mockResolvedValue(undefined);
  const onCancel = jest.fn();
  render(<CropEditor shot={shot()} ageGroup="erwachsene" onApply={onApply} onCancel={onCancel} />);
  return { onApply, onCancel, user: setupTestUser() };
}

describe('CropEditor', () => {
  it('starts from the proposed crop, draws it and judges it', async () => {
    const { onApply, user } = renderEditor();

    expect(drawCrop).toHaveBeenLastCalledWith(
      expect.any(HTMLCanvasElement),
      proposal,
      expect.any(HTMLCanvasElement),
    );
    expect(screen.getByRole('heading', { name: 'Prüfung des Zuschnitts' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zuschnitt übernehmen' }));
    expect(onApply).toHaveBeenCalledWith(proposal);
  });

  it('moves, zooms and rotates with the keyboard alone', async () => {
    const { onApply, user } = renderEditor();

    screen.getByRole('button', { name: 'Zuschnitt 35 × 45 mm mit Hilfslinien' }).focus();
    await user.keyboard('{ArrowRight}{ArrowDown}+]]');
    await user.click(screen.getByRole('button', { name: 'Zuschnitt übernehmen' }));

    // One arrow step is 1 % of the view: the image follows, so the crop moves the other way.
    const step = proposal.width / 100;
    expect(onApply).toHaveBeenCalledWith(
      near({
        centerX: proposal.centerX - step,
        centerY: proposal.centerY - step,
        width: proposal.width / 1.04,
        height: proposal.height / 1.04,
        rotationDeg: 1,
      }),
    );
  });

  it('offers the same as buttons, judges the crop anew and restores the proposal', async () => {
    const { onApply, user } = renderEditor();
    const report = screen.getByRole('region', { name: 'Prüfung des Zuschnitts' });
    expect(within(report).queryByText(/nicht erfüllt/)).not.toBeInTheDocument();

    for (let i = 0; i < 10; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Verkleinern' }));
    }
    await user.click(screen.getByRole('button', { name: 'Nach links drehen' }));
    // The face is now far smaller than 32 mm of the 45 mm frame.
    expect(within(report).getAllByText(/nicht erfüllt/).length).toBeGreaterThan(0);
    expect(screen.getByRole('spinbutton', { name: 'Drehung in Grad' })).toHaveValue(-0.5);

    await user.click(screen.getByRole('button', { name: 'Vorschlag wiederherstellen' }));
    expect(within(report).queryByText(/nicht erfüllt/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zuschnitt übernehmen' }));
    expect(onApply).toHaveBeenCalledWith(proposal);
  });

  it('goes back without a crop on "Abbrechen"', async () => {
    const { onApply, onCancel, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});
