import path from 'node:path';
import type { Configuration } from 'webpack';
import { createAppConfig } from '../deploy/webpack/create-app-config';
import { routeManifest } from './src/route-manifest';

const baseConfig = createAppConfig({
  appDir: __dirname,
  federationName: 'mfe_admin',
  exposes: { './routes': './src/routes.tsx' },
  routeManifest,
  devPort: 3004,
});

/** Human's face models (BlazeFace, FaceMesh, Iris) ship inside the npm package; the photo
 *  pre-check references them with `new URL('human-models/<name>', import.meta.url)`. */
const humanModels = path.resolve(__dirname, '../node_modules/@vladmandic/human/models');
/** TensorFlow.js's WebAssembly backend files (`new URL('tfjs-wasm-files/<name>', …)`). */
const tfjsWasmFiles = path.resolve(__dirname, '../node_modules/@tensorflow/tfjs-backend-wasm/dist');

export default (env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const config = baseConfig(env, argv);
  return {
    ...config,
    resolve: {
      ...config.resolve,
      alias: {
        ...(config.resolve?.alias as Record<string, string>),
        'human-models': humanModels,
        'tfjs-wasm-files': tfjsWasmFiles,
      },
    },
    module: {
      ...config.module,
      rules: [
        ...(config.module?.rules ?? []),
        // Files of the remote under their own names: a model's .json refers to its .bin by name
        // and TensorFlow.js asks for its .wasm files by name, so none may get a content hash
        // (the release folder is versioned and immutable).
        {
          test: /\.(json|bin|wasm)$/,
          include: [humanModels, tfjsWasmFiles],
          type: 'asset/resource',
          generator: { filename: 'human-models/[name][ext]' },
        },
      ],
    },
  };
};
