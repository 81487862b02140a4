import http from 'node:http';
import net from 'node:net';
import { listeningOnFreePort } from './free-port';

/** A server built for a port; `listen` fails when another socket has it. */
function httpServer(port: number) {
  const server = http.createServer((_request, response) => response.end(String(port)));
  return {
    listen: ({ host }: { port: number; host: string }) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, resolve);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('listeningOnFreePort', () => {
  test('a port taken between asking and listening is given up, and the server is built again for another', async () => {
    const blockers: net.Server[] = [];
    const builtFor: number[] = [];
    const { server, port } = await listeningOnFreePort(async (candidate) => {
      builtFor.push(candidate);
      if (builtFor.length === 1) {
        // Another socket takes the port after it was asked for.
        const blocker = net.createServer();
        await new Promise<void>((resolve) => blocker.listen(candidate, '127.0.0.1', resolve));
        blockers.push(blocker);
      }
      return httpServer(candidate);
    });
    try {
      expect(builtFor).toHaveLength(2);
      expect(port).toBe(builtFor[1]);
      expect(port).not.toBe(builtFor[0]);
      const answer = await fetch(`http://127.0.0.1:${port}/`);
      expect(await answer.text()).toBe(String(port));
    } finally {
      await server.close();
      for (const blocker of blockers) blocker.close();
    }
  });

  test('another failure to listen is not retried', async () => {
    let builds = 0;
    await expect(
      listeningOnFreePort(async () => {
        builds += 1;
        return {
          listen: () => Promise.reject(Object.assign(new Error('kaputt'), { code: 'EACCES' })),
          close: () => Promise.resolve(),
        };
      }),
    ).rejects.toThrow('kaputt');
    expect(builds).toBe(1);
  });
});
