import { render, screen } from '@testing-library/react';
import { Alert } from './alert';

describe('Alert', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
  ] as const)('a %s message has role %s', (variant, role) => {
    render(<Alert variant={variant}>Fotostandort erfolgreich hinzugefügt!</Alert>);
    expect(screen.getByRole(role)).toHaveTextContent('Fotostandort erfolgreich hinzugefügt!');
  });
});
