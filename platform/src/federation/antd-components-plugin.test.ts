import antdComponentsPlugin, { exportForFolder } from './antd-components-plugin';

type Args = Parameters<NonNullable<ReturnType<typeof antdComponentsPlugin>['resolveShare']>>[0];

const Button = () => null;
const DatePicker = () => null;
const theme = { useToken: () => ({}) };
const wholeAntd = { Button, DatePicker, theme, version: '6.6.8' };

/** A share scope as the federation runtime keeps it: package -> version -> what a build registered. */
function scopeWith(entries: Record<string, Record<string, object>>) {
  return { default: entries } as unknown as Args['shareScopeMap'];
}

function resolve(pkgName: string, shareScopeMap: Args['shareScopeMap'], chosen: object | undefined) {
  const defaultResolver = () => (chosen ? { shared: chosen, useTreesShaking: false } : undefined);
  const args = {
    pkgName,
    scope: 'default',
    shareScopeMap,
    resolver: defaultResolver,
  } as unknown as Args;
  const result = antdComponentsPlugin().resolveShare!(args) as Args;
  return { result, keptDefault: result.resolver === defaultResolver };
}

describe('antd components under a shell that offers only the whole package', () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  afterAll(() => info.mockRestore());

  it('when the whole antd in use comes from another build, then the component is taken from it', async () => {
    const whole = { from: 'shell', version: '6.6.8', loaded: true, lib: () => wholeAntd };
    const own = { from: 'mf_forms', version: '6.6.8', get: () => Promise.reject(new Error('not this one')) };
    const { result, keptDefault } = resolve(
      'antd/es/date-picker',
      scopeWith({ antd: { '6.6.8': whole }, 'antd/es/date-picker': { '6.6.8': own } }),
      own,
    );
    expect(keptDefault).toBe(false);
    const picked = result.resolver()!.shared as unknown as { get: () => Promise<() => { default: unknown }> };
    const factory = await picked.get();
    expect(factory().default).toBe(DatePicker);
  });

  it('when the whole antd is still loading, then the component waits for it', async () => {
    const whole = { from: 'shell', version: '6.6.8', loading: Promise.resolve(() => wholeAntd) };
    const own = { from: 'mf_admin', version: '6.6.8' };
    const { result } = resolve(
      'antd/es/button',
      scopeWith({ antd: { '6.6.8': whole }, 'antd/es/button': { '6.6.8': own } }),
      own,
    );
    const picked = result.resolver()!.shared as unknown as { get: () => Promise<() => { default: unknown }> };
    expect((await picked.get())().default).toBe(Button);
  });

  it('when the component comes from the build whose whole antd is in use, then the negotiation stands', () => {
    const whole = { from: 'shell', version: '6.6.8', loaded: true, lib: () => wholeAntd };
    const shells = { from: 'shell', version: '6.6.8' };
    const { keptDefault } = resolve(
      'antd/es/button',
      scopeWith({ antd: { '6.6.8': whole }, 'antd/es/button': { '6.6.8': shells } }),
      shells,
    );
    expect(keptDefault).toBe(true);
  });

  it('when no whole antd is in use (a shell that offers the components, or the remote alone), then the negotiation stands', () => {
    const registered = { from: 'shell', version: '6.6.8' };
    const own = { from: 'mf_forms', version: '6.6.8' };
    const { keptDefault } = resolve(
      'antd/es/button',
      scopeWith({ antd: { '6.6.8': registered }, 'antd/es/button': { '6.6.8': own } }),
      own,
    );
    expect(keptDefault).toBe(true);
  });

  it('when something else is negotiated, then the plugin leaves it alone', () => {
    const { keptDefault } = resolve('react', scopeWith({}), { from: 'shell', version: '19.3.1' });
    expect(keptDefault).toBe(true);
  });

  it('when a folder is named, then the export of the whole package is found whatever its case', () => {
    expect(exportForFolder(wholeAntd, 'date-picker')).toBe('DatePicker');
    expect(exportForFolder(wholeAntd, 'theme')).toBe('theme');
    expect(exportForFolder(wholeAntd, 'tabs')).toBeUndefined();
  });
});
