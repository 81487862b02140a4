import { releaseTemplateVariable, removeReleaseTemplate } from './release-template';

/** After the last browser test file: the run's one Chromium is closed, its release store removed. */
export default async function stopBrowserTests(): Promise<void> {
  await globalThis.bildboteBrowserServer?.close();
  await removeReleaseTemplate(process.env[releaseTemplateVariable]);
}
