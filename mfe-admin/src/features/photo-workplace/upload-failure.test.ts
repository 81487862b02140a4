import { uploadFailure } from './upload-failure';
import { workplaceTexts } from './workplace-texts';

const texts = workplaceTexts.failures;
const answer = (status: number, data: unknown) => ({ status, data });

describe('uploadFailure: what the workplace says and does after POST /api/photos/ fails', () => {
  it('sends the same upload again after a lost connection or a server fault', () => {
    expect(uploadFailure({ status: 'FETCH_ERROR', error: 'Failed to fetch' })).toEqual({
      message: texts.network,
      retrySame: true,
      newCode: false,
      needsEid: false,
    });
    expect(uploadFailure(answer(503, { detail: 'Service Unavailable' }))).toMatchObject({
      message: texts.server,
      retrySame: true,
      newCode: false,
    });
  });

  it('makes a new code only when another photo holds the id (409)', () => {
    expect(
      uploadFailure(answer(409, { code: 'conflict', detail: 'Anderes Foto unter dieser id.' })),
    ).toEqual({ message: texts.conflict, retrySame: false, newCode: true, needsEid: false });
  });

  it('sends a person without eID to the identification', () => {
    expect(uploadFailure(answer(403, { code: 'eid-required', detail: 'eID fehlt.' }))).toEqual({
      message: texts.eidRequired,
      retrySame: false,
      newCode: false,
      needsEid: true,
    });
  });

  it("shows the server's own reason for a blocked company or a role", () => {
    const detail =
      'Der Zugang Ihres Unternehmens ist gesperrt. Bitte wenden Sie sich an den Bildbote-Support.';
    expect(uploadFailure(answer(403, { detail })).message).toBe(detail);
  });

  it('names an expired log-in, a too large file and a location that is not approved', () => {
    expect(uploadFailure(answer(401, { detail: 'Unauthorized' })).message).toBe(texts.unauthorized);
    expect(uploadFailure(answer(413, { code: 'too_large', detail: 'zu groß' })).message).toBe(
      texts.tooLarge,
    );
    expect(
      uploadFailure(answer(400, { code: 'invalid', location_id: ['Standort nicht freigegeben.'] }))
        .message,
    ).toBe(texts.location);
  });

  it("shows the field's German message for other invalid input, never the machine code", () => {
    expect(
      uploadFailure(
        answer(400, {
          code: 'invalid',
          detail: 'Ungültige Eingabe.',
          captured_at: ['Die Aufnahme darf höchstens 24 Stunden alt sein.'],
        }),
      ).message,
    ).toBe('Die Aufnahme darf höchstens 24 Stunden alt sein.');
    expect(
      uploadFailure(
        answer(400, {
          code: 'invalid',
          detail: 'Ungültige Eingabe.',
          override_text: ['Bitte beschreiben Sie den Grund.'],
        }),
      ).message,
    ).toBe('Bitte beschreiben Sie den Grund.');
    expect(
      uploadFailure(answer(415, { code: 'not_multipart', detail: 'Bitte als multipart senden.' }))
        .message,
    ).toBe('Bitte als multipart senden.');
  });
});
