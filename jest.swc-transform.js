// TypeScript and antd's ES modules through swc for jest (@swc/jest), with a cache key that every
// workspace shares. @swc/jest's key holds the workspace's whole jest configuration, so on a machine
// without a cache, as the CI's is, each browser workspace compiled the same antd files again: about
// half of its unit test time (mf-forms: 28.7 s cold, 14.1 s after shell's run with the key shared).
// swc's output depends only on the file's text and path, the options and the module kind jest asks
// for, which is this key; jest.preset.js gives the workspaces one cache folder (`id`).
const crypto = require('node:crypto');
const swcJest = require('@swc/jest');
const swcVersion = require('@swc/core').version;
const swcJestVersion = require('@swc/jest/package.json').version;

module.exports = {
  createTransformer(options) {
    const transformer = swcJest.createTransformer(options);
    const optionsKey = JSON.stringify([swcVersion, swcJestVersion, options]);
    return {
      ...transformer,
      getCacheKey: (src, filename, jestOptions) =>
        crypto
          .createHash('sha1')
          .update(optionsKey)
          .update('\0')
          .update(String(Boolean(jestOptions.supportsStaticESM)))
          .update('\0')
          .update(filename)
          .update('\0')
          .update(src)
          .digest('hex'),
    };
  },
};
