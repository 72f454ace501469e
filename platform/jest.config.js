module.exports = require('../jest.preset')({ environment: 'dom' });
