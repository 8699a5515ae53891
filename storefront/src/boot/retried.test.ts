import { afterEach, describe, expect, it, vi } from 'vitest';
import { retried } from './retried';

/** A load that fails `failures` times, then answers; counts its calls. */
function flaky(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return 'the shop';
  });
  return load;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('retried', () => {
  it('answers at once when the first load works', async () => {
    const load = flaky(0);
    await expect(retried(load, [10_000])).resolves.toBe('the shop');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after each delay until a load works', async () => {
    const load = flaky(2);
    await expect(retried(load, [5, 5, 5])).resolves.toBe('the shop');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives the last failure once every delay is spent', async () => {
    const load = flaky(10);
    await expect(retried(load, [5, 5])).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('waits for the connection to come back before asking again while the browser is offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = flaky(1);
    const answer = retried(load, [5]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(answer).resolves.toBe('the shop');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
