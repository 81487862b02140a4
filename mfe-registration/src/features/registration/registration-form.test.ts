import { validationMessages } from 'shared-ui/validation/messages';
import { cryptoRandom, personalDataSchema, readInvitation } from './registration-form';

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

describe('step 1 is as strict as the server', () => {
  const owner = {
    salutation: 'Frau',
    firstName: 'Anna',
    lastName: 'Schmidt',
    birthDate: '1990-05-17',
    email: 'anna@example.de',
    password: 'Passwort1!',
    phonenumber: '0431 123456',
    company_name: 'Foto Schmidt',
    legal_form: 'gmbh',
    website: '',
    owner_code: '',
  };

  it('accepts a complete owner', async () => {
    await expect(personalDataSchema(false).validate(owner)).resolves.toBeTruthy();
  });

  it.each([
    ['birthDate', '2015-01-01', validationMessages.birthDateImplausible],
    ['phonenumber', 'abc', validationMessages.phone],
    ['website', 'studio', validationMessages.url],
  ])('refuses %s %j with the server’s message', async (field, value, message) => {
    await expect(
      personalDataSchema(false).validate({ ...owner, [field]: value }),
    ).rejects.toMatchObject({ errors: [message] });
  });
});
