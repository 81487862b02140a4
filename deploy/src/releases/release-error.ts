/** A refusal or failure an operator can act on: the CLI prints its German message, no stack. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}
