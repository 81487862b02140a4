import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * The HTML of a React tree once everything in it has loaded (lazy pages included), as the
 * client will hydrate it: Suspense boundaries keep their markers.
 */
export async function renderToHtml(tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    onError: (error) => {
      errors.push(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // A page that failed on the server would be rendered by the client alone: fail the build.
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}
