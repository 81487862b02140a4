import { render, screen } from '@testing-library/react';
import { setupTestUser } from '../testing/test-user';
import { useState } from 'react';
import { SearchField } from './search-field';

function Harness({ maxLength }: { maxLength?: number }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchField
        label="Mitarbeitende suchen"
        value={value}
        maxLength={maxLength}
        onChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

describe('SearchField', () => {
  it('is a labelled search box that reports every keystroke', async () => {
    const user = setupTestUser();
    render(<Harness />);
    await user.type(screen.getByRole('searchbox', { name: 'Mitarbeitende suchen' }), 'Kiel');
    expect(screen.getByRole('status')).toHaveTextContent('Kiel');
  });

  it('takes no more characters than its limit', async () => {
    const user = setupTestUser();
    render(<Harness maxLength={4} />);
    await user.type(screen.getByRole('searchbox', { name: 'Mitarbeitende suchen' }), 'Kielerin');
    expect(screen.getByRole('status')).toHaveTextContent(/^Kiel$/);
  });
});
