import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { PasswordField } from './password-field';
import { TextField } from './text-field';
import { Checkbox } from './checkbox';
import { Select } from './select';

function renderForm(onSubmit = jest.fn()) {
  render(
    <Formik
      initialValues={{ password: '', zipcode: '', consent: false, legal_form: '' }}
      validationSchema={object({ zipcode: string().required('Bitte PLZ eingeben.') })}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <PasswordField name="password" label="Passwort" required />
        <TextField
          name="zipcode"
          label="PLZ"
          required
          maxLength={5}
          normalize={(value) => value.replace(/\D/g, '')}
        />
        <Checkbox name="consent">Ich stimme zu</Checkbox>
        <Select
          name="legal_form"
          label="Rechtsform"
          placeholder="Bitte wählen"
          options={[{ value: 'gmbh', label: 'GmbH' }]}
        />
        <button type="submit">Weiter</button>
      </Form>
    </Formik>,
  );
  return onSubmit;
}

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    const user = userEvent.setup();
    renderForm();
    const input = screen.getByLabelText('Passwort');
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('TextField', () => {
  it('stores the normalised value and shows the error once touched', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const zipcode = screen.getByRole('textbox', { name: 'PLZ' });
    expect(zipcode).toHaveAttribute('aria-required', 'true');

    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Bitte PLZ eingeben.')).toBeInTheDocument();
    expect(zipcode).toHaveAttribute('aria-invalid', 'true');
    expect(zipcode).toHaveAccessibleDescription('Bitte PLZ eingeben.');

    await user.type(zipcode, '24a10-3');
    expect(zipcode).toHaveValue('24103');
    await user.click(screen.getByLabelText('Ich stimme zu'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rechtsform' }), 'gmbh');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { password: '', zipcode: '24103', consent: true, legal_form: 'gmbh' },
      expect.anything(),
    );
  });
});
