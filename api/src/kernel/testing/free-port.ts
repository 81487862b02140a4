import net from 'node:net';

/**
 * Ports this process handed out: the system may offer a port again as soon as the probe closed
 * it, and two servers set up side by side (two API processes) would then both be given it.
 */
const handedOut = new Set<number>();

function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A TCP port on the loopback address that nothing listens on at the moment of asking, and that
 * this process has not handed out before.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await unusedPort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

interface ListeningServer {
  listen(options: { port: number; host: string }): Promise<unknown>;
  close(): Promise<unknown>;
}

/**
 * A server whose own address is part of its set-up (PUBLIC_URL) before it listens: `build` makes
 * it for a free port, and should another socket take that port before `listen`, it is closed and
 * made again for another one.
 */
export async function listeningOnFreePort<Server extends ListeningServer>(
  build: (port: number) => Promise<Server>,
): Promise<{ server: Server; port: number }> {
  for (;;) {
    const port = await freePort();
    const server = await build(port);
    try {
      await server.listen({ port, host: '127.0.0.1' });
      return { server, port };
    } catch (error) {
      await server.close();
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
}
