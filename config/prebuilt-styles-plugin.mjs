// The shell's stylesheet of antd's component styles for what a staff app draws when it starts under an
// area's first page, built ahead of time by shared-ui (src/app/prebuilt-styles.tsx) and emitted as one
// content-hashed file. Its address reaches the code as `__PREBUILT_STYLES_URL__`
// (shell/src/first-page/prebuilt-styles.ts); docs/architecture.md, "The first page".
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { rspack } from '@rspack/core';

const root = path.join(import.meta.dirname, '..');
const NAME = 'PrebuiltStylesPlugin';

/** Renders the stylesheet with the workspace's own sources (TypeScript, run by tsx). */
function render() {
  const script =
    "const module = await import('@formbuilder/shared-ui/prebuilt-styles');" +
    // shared-ui is CommonJS to Node: its exports arrive as the default export.
    'process.stdout.write((module.prebuiltAntdStyles ?? module.default.prebuiltAntdStyles)());';
  try {
    return execFileSync(
      process.execPath,
      ['--conditions=formbuilder-source', '--import', 'tsx', '--input-type=module', '-e', script],
      // antd's warnings about its own deprecated components are not this build's business.
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 32 * 1024 * 1024 },
    );
  } catch (error) {
    throw new Error(`The prebuilt antd stylesheet could not be rendered:\n${error.stderr ?? error.message}`);
  }
}

/**
 * The stylesheet's definition for DefinePlugin and the plugin that emits it.
 * @param {string} publicPath the app's public path ('/')
 */
export function prebuiltStyles(publicPath) {
  const css = render();
  const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 8);
  const file = `static/css/antd.${hash}.css`;
  return {
    define: { __PREBUILT_STYLES_URL__: JSON.stringify(`${publicPath}${file}`) },
    plugin: {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
          compilation.hooks.processAssets.tap(
            { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
            // As antd writes it: the minimizer would rewrite its nested selectors into many times the bytes.
            () => compilation.emitAsset(file, new rspack.sources.RawSource(css), { minimized: true }),
          );
        });
      },
    },
  };
}
