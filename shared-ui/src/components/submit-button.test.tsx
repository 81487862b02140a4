import { render, screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { setupTestUser } from '../testing/test-user';
import { SubmitButton } from './submit-button';

function renderForm(onSubmit: () => Promise<void>) {
  render(
    <Formik initialValues={{}} onSubmit={onSubmit}>
      <Form>
        <SubmitButton label="Speichern" busyLabel="Wird gespeichert …" />
      </Form>
    </Formik>,
  );
}

describe('SubmitButton', () => {
  it('sends the form once, held and marked busy until the answer is there', async () => {
    let answer: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const user = setupTestUser();
    renderForm(onSubmit);

    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    const busy = await screen.findByRole('button', { name: 'Wird gespeichert …' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    answer();
    const ready = await screen.findByRole('button', { name: 'Speichern' });
    expect(ready).toBeEnabled();
    expect(ready).not.toHaveAttribute('aria-busy');
  });
});
