// Jest loads transformers with Node's require: tsx makes the TypeScript transform loadable.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file Jest requires
const { require: requireTypeScript } = require('tsx/cjs/api');

module.exports = requireTypeScript('./jest-content-transform.ts', __filename).default;
