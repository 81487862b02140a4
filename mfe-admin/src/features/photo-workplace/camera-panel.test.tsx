import { render, screen, waitFor } from '@testing-library/react';
import { setupTestUser } from 'shared-ui/testing/test-user';
import { CameraPanel } from './camera-panel';

function fakeStream(deviceId: string) {
  const track = { stop: jest.fn(), getSettings: () => ({ deviceId }) };
  return { track, stream: { getTracks: () => [track], getVideoTracks: () => [track] } };
}

const cameras = [
  { kind: 'videoinput', deviceId: 'front', label: 'Studiokamera vorne', groupId: 'a' },
  { kind: 'audioinput', deviceId: 'mic', label: 'Mikrofon', groupId: 'a' },
  { kind: 'videoinput', deviceId: 'side', label: 'Studiokamera seitlich', groupId: 'b' },
];

function withCameras(getUserMedia: jest.Mock) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia, enumerateDevices: jest.fn().mockResolvedValue(cameras) },
  });
}

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
});

describe('CameraPanel', () => {
  it('starts the camera, shows the mirrored preview with guides and shoots by button and space', async () => {
    const front = fakeStream('front');
    const getUserMedia = jest.fn().mockResolvedValue(front.stream);
    withCameras(getUserMedia);
    const onShot = jest.fn();
    const user = setupTestUser();
    render(<CameraPanel onShot={onShot} />);

    await user.click(screen.getByRole('button', { name: 'Kamera starten' }));
    const preview = await screen.findByLabelText(/Kamerabild \(gespiegelt\)/);

    expect(getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: expect.objectContaining({ facingMode: 'user' }),
    });
    expect(preview).toHaveClass('bb-workplace__video');
    expect((preview as HTMLVideoElement).srcObject).toBe(front.stream);
    expect(preview.parentElement?.querySelector('svg ellipse')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Auslösen' }));
    (document.activeElement as HTMLElement).blur();
    await user.keyboard(' ');
    expect(onShot).toHaveBeenCalledTimes(2);
    expect(onShot).toHaveBeenLastCalledWith(preview);
  });

  it('switches between several cameras and stops the one left', async () => {
    const front = fakeStream('front');
    const side = fakeStream('side');
    const getUserMedia = jest
      .fn()
      .mockResolvedValueOnce(front.stream)
      .mockResolvedValueOnce(side.stream);
    withCameras(getUserMedia);
    const onShot = jest.fn();
    const user = setupTestUser();
    render(<CameraPanel onShot={onShot} />);

    await user.click(screen.getByRole('button', { name: 'Kamera starten' }));
    const picker = await screen.findByRole('combobox', { name: 'Kamera' });
    expect(
      Array.from((picker as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['Studiokamera vorne', 'Studiokamera seitlich']);

    await user.selectOptions(picker, 'Studiokamera seitlich');
    expect(getUserMedia).toHaveBeenLastCalledWith({
      audio: false,
      video: expect.objectContaining({ deviceId: { exact: 'side' } }),
    });
    expect(front.track.stop).toHaveBeenCalled();

    // Space typed in the picker keeps its meaning there.
    picker.focus();
    await user.keyboard(' ');
    expect(onShot).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Kamera beenden' }));
    expect(side.track.stop).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Auslösen' })).not.toBeInTheDocument();
  });

  it('keeps the focus in the picker while another camera opens (it does not fall to the page)', async () => {
    const front = fakeStream('front');
    const side = fakeStream('side');
    let openSide: (stream: unknown) => void = () => undefined;
    const getUserMedia = jest
      .fn()
      .mockResolvedValueOnce(front.stream)
      .mockReturnValueOnce(new Promise((resolve) => (openSide = resolve)));
    withCameras(getUserMedia);
    const onShot = jest.fn();
    const user = setupTestUser();
    render(<CameraPanel onShot={onShot} />);

    await user.click(screen.getByRole('button', { name: 'Kamera starten' }));
    const picker = await screen.findByRole('combobox', { name: 'Kamera' });
    await user.selectOptions(picker, 'Studiokamera seitlich');

    // While the side camera opens: the same picker, still focused; no shot from a stopped stream.
    expect(picker).toBeInTheDocument();
    expect(picker).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Auslösen' })).toBeDisabled();
    expect(screen.getByLabelText(/Kamerabild \(gespiegelt\)/).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    picker.blur();
    await user.keyboard(' ');
    expect(onShot).not.toHaveBeenCalled();
    picker.focus();

    openSide(side.stream);
    await screen.findByRole('button', { name: 'Auslösen' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Auslösen' })).toBeEnabled());
    expect(screen.getByRole('combobox', { name: 'Kamera' })).toBe(picker);
    expect(picker).toHaveFocus();
    expect(picker).toHaveValue('side');
    expect((screen.getByLabelText(/Kamerabild/) as HTMLVideoElement).srcObject).toBe(side.stream);
  });

  it('moves the focus to "Kamera starten" when the browser refuses the other camera', async () => {
    const front = fakeStream('front');
    const getUserMedia = jest
      .fn()
      .mockResolvedValueOnce(front.stream)
      .mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    withCameras(getUserMedia);
    const user = setupTestUser();
    render(<CameraPanel onShot={jest.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Kamera starten' }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Kamera' }),
      'Studiokamera seitlich',
    );

    expect(
      await screen.findByText(/Zugriff auf die Kamera wurde nicht erlaubt/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kamera starten' })).toHaveFocus();
  });

  it('explains a refused camera and points to the import', async () => {
    withCameras(jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')));
    const user = setupTestUser();
    render(<CameraPanel onShot={jest.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Kamera starten' }));
    expect(
      await screen.findByText(/Zugriff auf die Kamera wurde nicht erlaubt/),
    ).toBeInTheDocument();
  });
});
