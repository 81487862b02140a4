/** After the last browser test file: the run's one Chromium is closed. */
export default async function stopBrowserTests(): Promise<void> {
  await globalThis.bildboteBrowserServer?.close();
}
