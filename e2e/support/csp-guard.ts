// Loaded after the test framework in every browser test file: a test during which a watched page
// (every page opened with newPage) reported a Content-Security-Policy violation fails, naming it.
import { takeCspViolations, takeUnexpectedCspViolations } from './csp';

beforeEach(() => {
  takeCspViolations();
});

afterEach(() => {
  const violations = takeUnexpectedCspViolations();
  if (violations.length > 0) {
    throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
  }
});
