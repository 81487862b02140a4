import { cryptoRandom, readInvitation } from './registration-form';

describe('invitation from the query', () => {
  it('is absent without owner_code: the visitor registers as owner', () => {
    expect(readInvitation(new URLSearchParams('email=a%40b.de'))).toBeNull();
  });

  it('makes an employee unless the query says manager', () => {
    const query = 'owner_code=X1&email=a%40b.de&company_name=Foto&legal_form=ug&website=w.de';
    expect(readInvitation(new URLSearchParams(query))).toEqual({
      ownerCode: 'X1',
      userType: 'employee',
      email: 'a@b.de',
      companyName: 'Foto',
      legalForm: 'ug',
      website: 'w.de',
    });
    expect(readInvitation(new URLSearchParams(`${query}&user_type=manager`))?.userType).toBe(
      'manager',
    );
    expect(readInvitation(new URLSearchParams(`${query}&user_type=owner`))?.userType).toBe(
      'employee',
    );
  });

  it('ignores a legal form outside the value list', () => {
    expect(readInvitation(new URLSearchParams('owner_code=X&legal_form=sa'))?.legalForm).toBe('');
  });
});

test('the username suffix comes from the CSPRNG and stays in [0, 1)', () => {
  const getRandomValues = jest.spyOn(crypto, 'getRandomValues');
  const values = Array.from({ length: 50 }, cryptoRandom);
  expect(getRandomValues).toHaveBeenCalledTimes(50);
  expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
  getRandomValues.mockRestore();
});
