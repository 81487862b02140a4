// Jest loads its runtime with Node's require: tsx makes the TypeScript runtime loadable.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file Jest requires
const { require: requireTypeScript } = require('tsx/cjs/api');

module.exports = requireTypeScript('./jest-code-cache-runtime.ts', __filename).default;
