import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves in a later task: the promise callbacks already queued run first', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => order.push('queued callback'))
      .then(() => order.push('its follower'));
    await waited;
    expect(order).toEqual(['queued callback', 'its follower', 'next task']);
  });

  it("uses the browser's own scheduler.yield where it has one", async () => {
    const yieldOnce = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldOnce };
    await nextTask();
    expect(yieldOnce).toHaveBeenCalledTimes(1);
  });
});
