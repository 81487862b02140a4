import { render, screen, waitFor } from '@testing-library/react';
import { setupTestUser } from '../testing/test-user';
import { Form, Formik } from 'formik';
import { boolean, object, string } from 'yup';
import { PasswordField } from './password-field';
import { TextField } from './text-field';
import { Checkbox } from './checkbox';
import { Select } from './select';

const strictSchema = object({
  password: string().required('Bitte Passwort eingeben.'),
  zipcode: string().required('Bitte PLZ eingeben.').length(5, 'Die PLZ hat fünf Ziffern.'),
  consent: boolean().oneOf([true], 'Bitte stimmen Sie zu.'),
  legal_form: string().required('Bitte Rechtsform wählen.'),
});

function renderForm(
  onSubmit = jest.fn(),
  validationSchema = object({ zipcode: string().required('Bitte PLZ eingeben.') }),
) {
  render(
    <Formik
      initialValues={{ password: '', zipcode: '', consent: false, legal_form: '' }}
      validationSchema={validationSchema}
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
    const user = setupTestUser();
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
    const user = setupTestUser();
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

describe('field errors (issue 23)', () => {
  const fields = () => ({
    password: screen.getByLabelText('Passwort'),
    zipcode: screen.getByRole('textbox', { name: 'PLZ' }),
    consent: screen.getByRole('checkbox', { name: 'Ich stimme zu' }),
    legalForm: screen.getByRole('combobox', { name: 'Rechtsform' }),
  });

  it('links each error to its input and puts it in a live region that was there before', async () => {
    const user = setupTestUser();
    renderForm(jest.fn(), strictSchema);
    const { password, zipcode, consent, legalForm } = fields();
    // The regions exist, empty and undescribed, before any error: a screen reader announces
    // only changes of a region it already knows.
    const regions = document.querySelectorAll('[aria-live="polite"]');
    expect(regions).toHaveLength(4);
    for (const region of regions) expect(region).toBeEmptyDOMElement();
    for (const input of [password, zipcode, consent, legalForm]) {
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(input).not.toHaveAttribute('aria-describedby');
    }

    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    const expected: [HTMLElement, string][] = [
      [password, 'Bitte Passwort eingeben.'],
      [zipcode, 'Bitte PLZ eingeben.'],
      [consent, 'Bitte stimmen Sie zu.'],
      [legalForm, 'Bitte Rechtsform wählen.'],
    ];
    for (const [input, message] of expected) {
      await waitFor(() => expect(input).toHaveAccessibleDescription(message));
      expect(input).toHaveAttribute('aria-invalid', 'true');
      const error = screen.getByText(message);
      expect(error).toHaveAttribute('aria-live', 'polite');
      expect(error.id).toBe(input.getAttribute('aria-describedby'));
    }
    // One way of announcing only: no alert on top of the live regions.
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('changes the error with the value and clears it once the value is valid', async () => {
    const user = setupTestUser();
    renderForm(jest.fn(), strictSchema);
    const { password, zipcode, consent, legalForm } = fields();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByText('Bitte PLZ eingeben.');

    await user.type(zipcode, '241');
    const changed = await screen.findByText('Die PLZ hat fünf Ziffern.');
    expect(screen.queryByText('Bitte PLZ eingeben.')).not.toBeInTheDocument();
    // Typing at the field, the person hears the error through the input's description, not
    // again from the live region.
    expect(zipcode).toHaveAccessibleDescription('Die PLZ hat fünf Ziffern.');
    expect(changed).toHaveAttribute('aria-live', 'off');
    await user.tab();
    await waitFor(() => expect(changed).toHaveAttribute('aria-live', 'polite'));

    await user.type(zipcode, '03');
    await user.type(password, 'Geheim#2025');
    await user.click(consent);
    await user.selectOptions(legalForm, 'gmbh');

    for (const input of [password, zipcode, consent, legalForm]) {
      await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
      expect(input).not.toHaveAttribute('aria-describedby');
    }
    for (const region of document.querySelectorAll('[aria-live]')) {
      expect(region).toBeEmptyDOMElement();
    }
  });
});
