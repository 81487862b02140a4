// Jest loads transformers with Node's require: tsx makes the TypeScript transform loadable.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file Jest requires
const { require: requireTypeScript } = require('tsx/cjs/api');

module.exports = requireTypeScript('./jest-local-globals.ts', __filename).default;
