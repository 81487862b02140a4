/*
 * Runtime plugin of the shell (bundled into its page, see create-app-config.ts): hands the
 * shell's Module Federation runtime core to the remotes, which are built with
 * `experiments.externalRuntime` and read it from the global `_FEDERATION_RUNTIME_CORE` instead of
 * shipping a second copy (about 19 KB gzip in every remoteEntry.js).
 *
 * Not the package's own `provideExternalRuntime`: that one hands over the whole namespace of
 * runtime-core and so defeats tree shaking, which costs the shell more (+24 KB gzip) than the
 * remote saves. Handed over are exactly the names a remote's bundled `@module-federation/runtime`
 * imports from runtime-core (its index, helpers and utils); federation-runtime-provider.test.ts
 * checks the list against the installed package, so an upgrade cannot silently drop one.
 * `deploy activate` refuses a remote built against another runtime version than the shell's
 * (the marker in mf-manifest.json, see federationRuntimeShareKey).
 */
import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/runtime-core';

/** The global the remotes' builds read the runtime core from (fixed by the federation plugin). */
export const externalRuntimeGlobal = '_FEDERATION_RUNTIME_CORE';

export const providedRuntimeCore: Readonly<Record<string, unknown>> = {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export default function federationRuntimeProvider(): ModuleFederationRuntimePlugin {
  return {
    name: 'bildbote-federation-runtime-provider',
    // Before the shell's instance exists, long before a remote's remoteEntry.js runs.
    beforeInit(args) {
      (CurrentGlobal as unknown as Record<string, unknown>)[externalRuntimeGlobal] =
        providedRuntimeCore;
      return args;
    },
  };
}
