module.exports = {
  ...require('../jest.preset')({ environment: 'node' }),
  testTimeout: 30000,
};
