import { render, screen } from '@testing-library/react';
import { setupTestUser } from '../testing/test-user';
import { useState } from 'react';
import { SearchField } from './search-field';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchField label="Mitarbeitende suchen" value={value} onChange={setValue} />
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
});
