import { Type, type Static } from '@sinclair/typebox';
import { literalUnion, nullable } from './schema-parts';
import { userTypes } from './accounts-contract';

/**
 * One entry of GET /photobooth/invite-employee/ (signed-in-area.md §3 "Employee list entry").
 * The API validates its answer against this schema; the remotes use its static type, so a
 * change on one side that the other does not follow fails the type check.
 */
export const EmployeeBody = Type.Object({
  user_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  date_of_birth: nullable(Type.String({ format: 'date' })),
  user_type: literalUnion(userTypes),
  supervisor_id: nullable(Type.Integer()),
});
export type Employee = Static<typeof EmployeeBody>;
