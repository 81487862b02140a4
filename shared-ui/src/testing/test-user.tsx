import userEvent from '@testing-library/user-event';

/**
 * The simulated person of every web test: no pause between keystrokes. Each event is dispatched
 * and its updates flushed (act) before the next, so a pause would only make long forms slow to
 * fill in.
 */
export function setupTestUser() {
  return userEvent.setup({ delay: null });
}
