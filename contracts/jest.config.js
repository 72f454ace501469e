module.exports = require('../jest.preset')({ environment: 'node' });
