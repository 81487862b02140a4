import { render, screen } from '@testing-library/react';
import { setupTestUser } from '../testing/test-user';
import { setRemoteModuleLoader } from 'shared-ui/remotes/remote-module-loader';
import { recordConsoleErrors } from 'shared-ui/testing/console-errors';
import { RemoteSlot } from './remote-slot';

function FinderSection() {
  return <p>Finden Sie einen Fotografen</p>;
}

describe('RemoteSlot', () => {
  afterEach(() => {
    setRemoteModuleLoader(null);
    jest.restoreAllMocks();
  });

  it("renders the other remote's module", async () => {
    const loader = jest.fn().mockResolvedValue({ default: FinderSection });
    setRemoteModuleLoader(loader);
    render(<RemoteSlot id="mfe_finder/FinderSection" />);
    expect(await screen.findByText('Finden Sie einen Fotografen')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mfe_finder/FinderSection');
  });

  it('shows the German notice when loading fails and loads again on retry', async () => {
    const user = setupTestUser();
    const errors = recordConsoleErrors();
    const loader = jest
      .fn()
      .mockRejectedValueOnce(new Error('404'))
      .mockResolvedValue({ default: FinderSection });
    setRemoteModuleLoader(loader);
    render(<RemoteSlot id="mfe_finder/FailingOnce" />);

    expect(
      await screen.findByText('Dieser Bereich ist vorübergehend nicht verfügbar.'),
    ).toBeInTheDocument();
    errors.expectOnly('404');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(await screen.findByText('Finden Sie einen Fotografen')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
