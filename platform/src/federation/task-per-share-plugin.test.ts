import taskPerSharePlugin from './task-per-share-plugin';

type BeforeLoadShare = (args: { pkgName: string }) => Promise<{ pkgName: string }>;

describe('task-per-share plugin', () => {
  it('hands each shared module back unchanged, in a later task', async () => {
    const beforeLoadShare = taskPerSharePlugin().beforeLoadShare as unknown as BeforeLoadShare;
    const order: string[] = [];
    const args = { pkgName: 'antd/es/button' };
    const resolved = beforeLoadShare(args).then((result) => {
      order.push('resolved');
      return result;
    });
    void Promise.resolve().then(() => order.push('queued callback'));
    await expect(resolved).resolves.toBe(args);
    expect(order).toEqual(['queued callback', 'resolved']);
  });
});
