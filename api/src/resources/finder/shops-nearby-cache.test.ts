import { ShopsNearbyCache } from './shops-nearby-cache';

describe('ShopsNearbyCache', () => {
  it('answers a repeated question from the cache until it expires', async () => {
    let now = 0;
    const cache = new ShopsNearbyCache(() => now);
    const load = jest.fn(async () => `[${now}]`);

    expect(await cache.get('kiel', load)).toBe('[0]');
    now = 59_000;
    expect(await cache.get('kiel', load)).toBe('[0]');
    now = 61_000;
    expect(await cache.get('kiel', load)).toBe('[61000]');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('runs one query for concurrent misses of the same question', async () => {
    const cache = new ShopsNearbyCache();
    let release: (body: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));

    const answers = Promise.all([cache.get('kiel', load), cache.get('kiel', load)]);
    release('[]');

    expect(await answers).toEqual(['[]', '[]']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets everything on clear, also an answer whose query was running during the change', async () => {
    const cache = new ShopsNearbyCache();
    let release: (body: string) => void = () => undefined;
    const running = cache.get('kiel', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('[alt]');
    expect(await running).toBe('[alt]');

    expect(await cache.get('kiel', async () => '[neu]')).toBe('[neu]');
    cache.clear();
    expect(await cache.get('kiel', async () => '[neuer]')).toBe('[neuer]');
  });
});
